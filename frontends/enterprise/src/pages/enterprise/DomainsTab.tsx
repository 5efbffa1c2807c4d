import { Text } from '@fluentui/react-text';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnterpriseStores } from '../../stores/stores-context';
import { AddDomainForm } from './AddDomainForm';
import { DomainsTable } from './DomainsTable';
import { EnterpriseNameForm } from './EnterpriseNameForm';

/** Domains (the default tab): the name, adding domains and their table; reloads every 15 s (SPEC §4). */
export const DomainsTab = observer(function DomainsTab() {
  const { t } = useTranslation('enterprise');
  const { enterpriseStore } = useEnterpriseStores();
  const enterprise = enterpriseStore.enterprise;
  const hasEnterprise = enterprise !== null;

  useEffect(() => (hasEnterprise ? enterpriseStore.startAutoRefresh() : undefined), [enterpriseStore, hasEnterprise]);

  return (
    <>
      {enterprise ? null : <Text as="p">{t('name.intro')}</Text>}
      <EnterpriseNameForm />
      {enterprise ? (
        <>
          <AddDomainForm />
          <Text as="p">{t('domains.instructions')}</Text>
          <DomainsTable domains={enterprise.EnterpriseDomains} />
        </>
      ) : null}
    </>
  );
});
