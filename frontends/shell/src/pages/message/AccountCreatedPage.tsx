import { Text } from '@fluentui/react-text';
import { RouterLink } from '@weather/ui';
import { useTranslation } from 'react-i18next';
import { paths } from '../../routes/paths';
import { MessageCard } from './MessageCard';

/** /account-created: the text of SPEC §2's account-created page, with the way to sign in. */
export function AccountCreatedPage() {
  const { t } = useTranslation('shell');
  return (
    <MessageCard title={t('accountCreated.title')}>
      <Text as="p">{t('accountCreated.text')}</Text>
      <RouterLink to={paths.login}>{t('accountCreated.signIn')}</RouterLink>
    </MessageCard>
  );
}
export default AccountCreatedPage;
