import { Text } from '@fluentui/react-text';
import { RouterLink } from '@weather/ui';
import { useTranslation } from 'react-i18next';
import { paths } from '../../routes/paths';
import { MessageCard } from './MessageCard';

/** /logged-out: the text of SPEC §2's logout page, with the way back in. */
export function LoggedOutPage() {
  const { t } = useTranslation('shell');
  return (
    <MessageCard title={t('loggedOut.title')}>
      <Text as="p">{t('loggedOut.text')}</Text>
      <RouterLink to={paths.login}>{t('loggedOut.signInAgain')}</RouterLink>
    </MessageCard>
  );
}
export default LoggedOutPage;
