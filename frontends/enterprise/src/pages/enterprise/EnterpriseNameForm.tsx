import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Spinner } from '@fluentui/react-spinner';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useNotify } from '@weather/ui';
import { limits } from '@weather/validation';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEnterpriseStores } from '../../stores/stores-context';
import { useServerMessage } from './use-server-message';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  field: { minWidth: '280px', flexGrow: 1, maxWidth: '480px' },
});

/** The enterprise name with Save (SPEC §2); it creates the enterprise when the user has none. */
export const EnterpriseNameForm = observer(function EnterpriseNameForm() {
  const styles = useStyles();
  const { t } = useTranslation('enterprise');
  const notify = useNotify();
  const serverMessage = useServerMessage();
  const { enterpriseStore } = useEnterpriseStores();

  async function save() {
    const outcome = await enterpriseStore.saveName();
    if (outcome.saved) notify({ text: t(outcome.saved === 'added' ? 'name.added' : 'name.updated'), intent: 'success' });
    else if (outcome.error) notify({ text: t('error', { message: serverMessage(outcome.error) }), intent: 'error' });
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      noValidate
    >
      <Field className={styles.field} label={t('name.label')}>
        <Input
          value={enterpriseStore.name}
          maxLength={limits.ENTERPRISE_NAME_MAX_LENGTH}
          onChange={(_event, data) => enterpriseStore.setName(data.value)}
        />
      </Field>
      <Button
        type="submit"
        appearance="primary"
        disabled={!enterpriseStore.canSaveName}
        icon={enterpriseStore.isSavingName ? <Spinner size="tiny" /> : undefined}
      >
        {enterpriseStore.isSavingName ? t('name.saving') : t('name.save')}
      </Button>
    </form>
  );
});
