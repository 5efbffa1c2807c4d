import { Text } from '@fluentui/react-text';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@weather/ui/router';
import { LauncherLink } from '../../routes/LauncherLink';
import { MessageCard } from '../message/MessageCard';

/** /app-down?name= (SPEC §2): an application is unavailable; its name is in the message. */
export function AppDownPage() {
  const { t } = useTranslation('shell');
  const [search] = useSearchParams();
  const name = search.get('name')?.trim();
  return (
    <MessageCard title={t('appDown.title')}>
      <Text as="p">{name ? t('appDown.text', { name }) : t('appDown.textWithoutName')}</Text>
      <LauncherLink>{t('appDown.goBack')}</LauncherLink>
    </MessageCard>
  );
}
export default AppDownPage;
