import { Button } from '@fluentui/react-button';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { ConfirmDialog, useErrorText, useNotify } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteApplicationForm } from '../../stores/SiteApplicationForm';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * Rotate client secret asks first in the shared confirmation (issue 31 #7), because the
 * application's current secrets stop working at once. The new ones appear in the secrets notice,
 * this once.
 */
export const RotateSecrets = observer(function RotateSecrets({ form }: { form: SiteApplicationForm }) {
  const styles = useStyles();
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const errorText = useErrorText();
  const [asking, setAsking] = useState(false);
  // The application as stored, not a name being typed in the form above.
  const name = form.application?.name ?? '';

  async function rotate() {
    const result = await form.rotateSecrets();
    setAsking(false);
    // The new secrets are stored with the application: "Application Saved!" (docs/adr/0500).
    if (result.ok) notify({ text: t('form.saved'), intent: 'success' });
    else notify({ text: `${t('form.failedToSave')} ${errorText(result.error)}`, intent: 'error' });
  }

  return (
    <div className={styles.root}>
      <Button onClick={() => setAsking(true)}>{t('form.rotate')}</Button>
      {asking ? (
        <ConfirmDialog
          title={t('form.rotateTitle', { name })}
          what={t('form.rotateWarning', { name })}
          confirmLabel={t('form.rotateConfirm')}
          cancelLabel={t('form.rotateCancel')}
          busy={form.isRotating}
          onConfirm={() => void rotate()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </div>
  );
});
