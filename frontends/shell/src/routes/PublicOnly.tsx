import { observer } from 'mobx-react-lite';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from '@weather/ui/router';
import { HandOffRedirect } from '../hand-off/HandOffRedirect';
import { sessionRequestFrom } from '../hand-off/session-request';
import { freshSignInAsked, interactionFrom } from '../oidc/interaction';
import { InteractionRedirect } from '../oidc/InteractionRedirect';
import { PageSpinner } from '../layout/PageSpinner';
import { useStores } from '../stores/stores-context';
import { useFirstSessionCheck } from './use-first-session-check';
import { passwordUpdatePath, paths } from './paths';

/**
 * /login, /forgot and /register go on when someone is signed in (SPEC §2, §4): to the application
 * of the query's clientId with a session token, else to /appLauncher. The page waits for the first
 * session check only; when that check gets no answer the page still opens, and signing in is how the
 * person finds out more. A user flagged for a password reset goes to /password/update with the
 * clientId, return and seq of the sign-in first (SPEC §4 step 2). An OpenID Connect interaction in
 * the query (issue 28) comes before any of that: the provider, not the portal, sends the person on.
 * With prompt=login beside it (the application asks for a new sign-in, docs/adr/0802) the page is
 * shown to a signed-in person too, and goes on only after a sign-in made on it.
 */
export const PublicOnly = observer(function PublicOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { sessionStore } = useStores();
  const [search] = useSearchParams();
  const checked = useFirstSessionCheck(sessionStore);
  const [signInsAtOpen] = useState(sessionStore.signIns);

  const handOff = sessionRequestFrom(search);
  const interaction = interactionFrom(search);
  const awaitingFreshSignIn = freshSignInAsked(search, interaction) && sessionStore.signIns === signInsAtOpen;
  if (awaitingFreshSignIn) return checked ? children : <PageSpinner label={t('session.checking')} />;
  if (sessionStore.user?.is_force_reset_password) {
    return (
      <Navigate
        to={passwordUpdatePath({ clientId: handOff?.clientId ?? null, returnPath: handOff?.return ?? null, seq: handOff?.seq ?? null, state: handOff?.state ?? null, interaction })}
        replace
      />
    );
  }
  if (sessionStore.user && interaction) return <InteractionRedirect interaction={interaction} />;
  // Part of the sign-in page's download, not a lazy chunk: it is a spinner and a message made of
  // parts /login has already, and it is the very next thing a sign-in with a clientId shows.
  if (sessionStore.user && handOff) return <HandOffRedirect request={handOff} />;
  if (sessionStore.user) return <Navigate to={paths.appLauncher} replace />;
  if (!checked) return <PageSpinner label={t('session.checking')} />;
  return children;
});
