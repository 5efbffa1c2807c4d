import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { ActivityViewer } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnterpriseStores } from '../../stores/stores-context';
import { useServerMessage } from './use-server-message';

const useStyles = makeStyles({
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

/**
 * Activity (issue 30): the audit log of the enterprise's users and domains, which the API limits an
 * enterprise administrator to, in the shared viewer of @weather/ui. Here it has no enterprise filter
 * and its store sends the enterprise's id with every request.
 */
export const ActivityTab = observer(function ActivityTab({ enterpriseId }: { enterpriseId: number }) {
  const styles = useStyles();
  const { t } = useTranslation('enterprise');
  const serverMessage = useServerMessage();
  const rootStore = useEnterpriseStores();
  const [store] = useState(() => rootStore.createActivity(enterpriseId));

  return (
    <ActivityViewer
      store={store}
      errorText={serverMessage}
      header={(exportButton) => (
        <div className={styles.header}>
          <Text as="p">{t('activity.intro')}</Text>
          {exportButton}
        </div>
      )}
    />
  );
});
