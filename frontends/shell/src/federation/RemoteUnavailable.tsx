import { useTranslation } from 'react-i18next';
import { UnavailableNotice } from './UnavailableNotice';

/** Shown inside the frame when a remote does not load or breaks: never a blank page. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  const texts = { unavailableTitle: t('remote.unavailableTitle'), unavailableText: t('remote.unavailableText'), retry: t('remote.retry') };
  return <UnavailableNotice texts={texts} onRetry={onRetry} />;
}
