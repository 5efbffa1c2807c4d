import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellServices } from '../app/shell-services';
import { PageSpinner } from '../layout/PageSpinner';
import { PublicPageFrame } from '../layout/PublicPageFrame';
import { interactionUrl } from './interaction';

/**
 * A signed-in person with an OpenID Connect interaction goes back to the API, which finishes it
 * with the portal session and sends the browser on to the application (issue 28). The whole window
 * goes: the API answers with a redirect to the application, not with data for the portal.
 */
export function InteractionRedirect({ interaction }: { interaction: string }) {
  const { t } = useTranslation('shell');
  const { config, leavePortal } = useShellServices();
  const url = interactionUrl(config.apiUrl, interaction);

  useEffect(() => {
    (leavePortal ?? ((target: string) => window.location.assign(target)))(url);
  }, [url, leavePortal]);

  return (
    <PublicPageFrame>
      <PageSpinner label={t('interaction.redirecting')} />
    </PublicPageFrame>
  );
}
