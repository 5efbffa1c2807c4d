import { Text } from '@fluentui/react-text';
import { RouterLink, useErrorText } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellServices } from '../app/shell-services';
import { PageSpinner } from '../layout/PageSpinner';
import { PublicCard } from '../layout/PublicCard';
import { PublicPageFrame } from '../layout/PublicPageFrame';
import { paths } from '../routes/paths';
import { useStores } from '../stores/stores-context';
import type { SessionRequest } from '../transport/hand-off-transport';
import { followRedirect } from './follow-redirect';

/**
 * A signed-in person with a clientId in the query goes to that application (SPEC §4 steps 3 and
 * 5): a session token, then the redirect the service computed. A refusal is shown, never followed.
 */
export const HandOffRedirect = observer(function HandOffRedirect({ request }: { request: SessionRequest }) {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const { handOffStore, sessionStore } = useStores();
  const follow = useShellServices().followRedirect ?? followRedirect;
  const { clientId, return: returnPath, seq, state } = request;
  // Only this hand-off's refusal is shown, not one left in the store by an earlier launch.
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    let active = true;
    // A remount while the request runs shares it (the store dedupes), so the person leaves once.
    void handOffStore.start({ clientId, ...(returnPath ? { return: returnPath } : {}), ...(seq ? { seq } : {}), ...(state ? { state } : {}) }).then((redirect) => {
      if (!active) return;
      if (redirect) follow(redirect);
      else setRefused(true);
    });
    return () => {
      active = false;
    };
  }, [handOffStore, follow, clientId, returnPath, seq, state]);

  if (refused && handOffStore.error) {
    return (
      <PublicPageFrame>
        <PublicCard title={t('handOff.failedTitle')}>
          <Text as="p" role="alert">
            {errorText(handOffStore.error)}
          </Text>
          <RouterLink to={paths.appLauncher}>{t('handOff.toLauncher')}</RouterLink>
        </PublicCard>
      </PublicPageFrame>
    );
  }
  const name = sessionStore.siteApplication?.client_id === clientId ? sessionStore.siteApplication.name : null;
  return (
    <PublicPageFrame>
      <PageSpinner label={name ? t('handOff.redirectingTo', { name }) : t('handOff.redirecting')} />
    </PublicPageFrame>
  );
});
