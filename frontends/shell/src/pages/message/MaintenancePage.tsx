import { Text } from '@fluentui/react-text';
import { useTranslation } from 'react-i18next';
import { MessageCard } from './MessageCard';

/** /maintenance: the product is being worked on (SPEC §2 names the page, not its wording or trigger). */
export function MaintenancePage() {
  const { t } = useTranslation('shell');
  return (
    <MessageCard title={t('maintenance.title')}>
      <Text as="p">{t('maintenance.text')}</Text>
    </MessageCard>
  );
}
export default MaintenancePage;
