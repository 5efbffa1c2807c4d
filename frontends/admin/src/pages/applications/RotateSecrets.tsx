import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useErrorText, useNotify } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteApplicationForm } from '../../stores/SiteApplicationForm';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * Rotate client secret: a second click confirms, because the application's current secrets stop
 * working at once. The new ones appear in the secrets notice, this once.
 */
export const RotateSecrets = observer(function RotateSecrets({ form }: { form: SiteApplicationForm }) {
  const styles = useStyles();
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);

  async function rotate() {
    const result = await form.rotateSecrets();
    setConfirming(false);
    // The new secrets are stored with the application: "Application Saved!" (docs/adr/0500).
    if (result.ok) notify({ text: t('form.saved'), intent: 'success' });
    else notify({ text: `${t('form.failedToSave')} ${errorText(result.error)}`, intent: 'error' });
  }

  if (!confirming) {
    return (
      <div className={styles.root}>
        <Button onClick={() => setConfirming(true)}>{t('form.rotate')}</Button>
      </div>
    );
  }
  return (
    <div className={styles.root} role="group" aria-label={t('form.rotate')}>
      <Text>{t('form.rotateWarning')}</Text>
      <Button appearance="primary" disabled={form.isRotating} icon={form.isRotating ? <Spinner size="tiny" /> : undefined} onClick={() => void rotate()}>
        {t('form.rotateConfirm')}
      </Button>
      <Button disabled={form.isRotating} onClick={() => setConfirming(false)}>
        {t('form.rotateCancel')}
      </Button>
    </div>
  );
});
