import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { useTranslation } from 'react-i18next';
import { PublicPageFrame } from '../layout/PublicPageFrame';

/** The portal's own files (/config.json) did not load: a message and a reload, not a blank page. */
export function StartupFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <PublicPageFrame>
      <Text as="p" role="alert">
        {t('startup.failed')}
      </Text>
      <Button appearance="primary" onClick={onRetry}>
        {t('startup.retry')}
      </Button>
    </PublicPageFrame>
  );
}
