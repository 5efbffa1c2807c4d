import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Spinner } from '@fluentui/react-spinner';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useNotify } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEnterpriseStores } from '../../stores/stores-context';
import { useServerMessage } from './use-server-message';
import { ADD_DOMAIN_INPUT_ID } from './use-show-domains-tab';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  field: { minWidth: '280px', flexGrow: 1, maxWidth: '480px' },
});

/** The add-domain input with Add (SPEC §2); the server's rules decide, its message is shown. */
export const AddDomainForm = observer(function AddDomainForm() {
  const styles = useStyles();
  const { t } = useTranslation('enterprise');
  const notify = useNotify();
  const serverMessage = useServerMessage();
  const { enterpriseStore } = useEnterpriseStores();

  async function add() {
    const result = await enterpriseStore.addDomain();
    if (result.ok) notify({ text: t('domains.added'), intent: 'success' });
    else notify({ text: t('error', { message: serverMessage(result.error) }), intent: 'error' });
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (enterpriseStore.canAddDomain) void add();
      }}
      noValidate
    >
      <Field className={styles.field} label={t('domains.addLabel')}>
        <Input
          id={ADD_DOMAIN_INPUT_ID}
          value={enterpriseStore.domainName}
          placeholder={t('domains.addPlaceholder')}
          onChange={(_event, data) => enterpriseStore.setDomainName(data.value)}
        />
      </Field>
      <Button type="submit" disabled={!enterpriseStore.canAddDomain} icon={enterpriseStore.isAddingDomain ? <Spinner size="tiny" /> : undefined}>
        {t('domains.add')}
      </Button>
    </form>
  );
});
