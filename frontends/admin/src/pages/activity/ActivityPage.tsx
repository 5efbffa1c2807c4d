import { Text } from '@fluentui/react-text';
import { ACTIVITY_NAMESPACE, ActivityStore, ActivityViewer, useErrorText } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminStores } from '../../stores/stores-context';
import { usePageStyles } from '../page-styles';

/**
 * /activity (issue 30): the audit log for system administrators, in the shared viewer of @weather/ui
 * (filters, Load more, the drawer, Export CSV). Here the viewer offers the enterprise filter and reads
 * every row.
 */
export const ActivityPage = observer(function ActivityPage() {
  const pageStyles = usePageStyles();
  const { t } = useTranslation('admin');
  const viewerText = useTranslation(ACTIVITY_NAMESPACE).t;
  const errorText = useErrorText();
  const rootStore = useAdminStores();
  const [store] = useState(() => new ActivityStore(rootStore.transport.activity));

  return (
    <section className={pageStyles.root} aria-labelledby="activity-title">
      <ActivityViewer
        store={store}
        errorText={errorText}
        enterpriseFilter
        header={(exportButton) => (
          <>
            <div className={pageStyles.header}>
              <Text as="h1" id="activity-title" size={700} weight="semibold">
                {viewerText('title')}
              </Text>
              {exportButton}
            </div>
            <Text as="p">{t('activity.intro')}</Text>
          </>
        )}
      />
    </section>
  );
});
