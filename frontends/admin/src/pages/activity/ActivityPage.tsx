import { Title2 } from '@fluentui/react-text';
import { useTranslation } from 'react-i18next';

/** /activity: the audit viewer (issue 30); a placeholder its owner replaces. */
export function ActivityPage() {
  const { t } = useTranslation('admin');
  return <Title2 as="h1">{t('activity.title')}</Title2>;
}
