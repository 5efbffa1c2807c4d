import { Title2 } from '@fluentui/react-text';
import { useTranslation } from 'react-i18next';

/** /users: the system administrator's user management (issue 30); a placeholder its owner replaces. */
export function UsersPage() {
  const { t } = useTranslation('admin');
  return <Title2 as="h1">{t('users.title')}</Title2>;
}
