import { Text } from '@fluentui/react-text';
import { RouterLink } from '@weather/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@weather/ui/router';
import { paths } from '../../routes/paths';
import { MessageCard } from '../message/MessageCard';

/** /app-down?name= (SPEC §2): an application is unavailable; its name is in the message. */
export function AppDownPage() {
  const { t } = useTranslation('shell');
  const [search] = useSearchParams();
  const name = search.get('name')?.trim();
  return (
    <MessageCard title={t('appDown.title')}>
      <Text as="p">{name ? t('appDown.text', { name }) : t('appDown.textWithoutName')}</Text>
      <RouterLink to={paths.appLauncher}>{t('appDown.goBack')}</RouterLink>
    </MessageCard>
  );
}
export default AppDownPage;
