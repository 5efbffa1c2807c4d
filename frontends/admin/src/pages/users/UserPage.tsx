import { Title2 } from '@fluentui/react-text';
import { useTranslation } from 'react-i18next';

/** /users/{id}: one user, their sessions, activity and actions (issue 30); a placeholder its owner replaces. */
export function UserPage() {
  const { t } = useTranslation('admin');
  return <Title2 as="h1">{t('users.title')}</Title2>;
}
