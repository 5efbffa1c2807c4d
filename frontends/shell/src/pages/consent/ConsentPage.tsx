import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useErrorText } from '@weather/ui';
import { Navigate, useSearchParams } from '@weather/ui/router';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellServices } from '../../app/shell-services';
import { PageSpinner } from '../../layout/PageSpinner';
import { PublicCard } from '../../layout/PublicCard';
import { PublicPageFrame } from '../../layout/PublicPageFrame';
import { useTextsLanguage } from '../../language/use-texts-language';
import { interactionFrom } from '../../oidc/interaction';
import { paths } from '../../routes/paths';
import { useStores } from '../../stores/stores-context';
import { useFirstSessionCheck } from '../../routes/use-first-session-check';
import { ConsentRequestView } from './ConsentRequestView';

const useStyles = makeStyles({
  card: {
    maxWidth: '32rem',
  },
  refusal: {
    color: tokens.colorPaletteRedForeground1,
  },
});

/**
 * /consent?interaction=<uid> (docs/adr/0802): a third-party application asks to use the signed-in
 * person's account; Allow or Deny is answered to the API, and the whole window goes where it says
 * (the provider, then the application). Someone not signed in signs in first, and the provider
 * brings them back here.
 */
export const ConsentPage = observer(function ConsentPage() {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const { sessionStore, consentStore } = useStores();
  const { leavePortal } = useShellServices();
  const [search] = useSearchParams();
  const interaction = interactionFrom(search);
  const checked = useFirstSessionCheck(sessionStore);
  const signedIn = sessionStore.user !== null;

  useEffect(() => {
    if (checked && signedIn && interaction) void consentStore.load(interaction);
  }, [checked, signedIn, interaction, consentStore]);

  // The application's name comes in the language asked in (docs/adr/1005): a change of it asks again,
  // keeping the page as it is (the portal's own labels follow i18next at once).
  const textsLanguage = useTextsLanguage();
  const askedIn = useRef(textsLanguage);
  useEffect(() => {
    if (askedIn.current === textsLanguage) return;
    askedIn.current = textsLanguage;
    if (checked && signedIn && interaction) void consentStore.refresh(interaction);
  }, [textsLanguage, checked, signedIn, interaction, consentStore]);

  const { redirectTo } = consentStore;
  useEffect(() => {
    if (redirectTo) (leavePortal ?? ((target: string) => window.location.assign(target)))(redirectTo);
  }, [redirectTo, leavePortal]);

  if (!checked) return <PageSpinner label={t('session.checking')} />;
  if (!signedIn && interaction) return <Navigate to={`${paths.login}?${new URLSearchParams({ interaction }).toString()}`} replace />;
  const application = consentStore.request?.application.name ?? '';
  const notFound = !interaction || consentStore.error?.code === 'NOT_FOUND';

  return (
    <PublicPageFrame>
      {/* The request's view brings the page's heading. */}
      <PublicCard className={styles.card}>
        {notFound ? (
          <Text as="p" role="alert">
            {t('consent.expired')}
          </Text>
        ) : consentStore.request ? (
          <ConsentRequestView
            request={consentStore.request}
            email={sessionStore.user?.email ?? ''}
            deciding={consentStore.isDeciding || redirectTo !== null}
            onDecide={(allow) => void consentStore.decide(interaction, allow)}
          />
        ) : consentStore.isLoading ? (
          <PageSpinner label={t('consent.loading')} />
        ) : null}
        {consentStore.error && !notFound ? (
          <>
            <Text as="p" role="alert" className={styles.refusal}>
              {errorText(consentStore.error)}
            </Text>
            {consentStore.request ? null : (
              <Button onClick={() => void consentStore.load(interaction)}>{t('consent.retry')}</Button>
            )}
          </>
        ) : null}
        {redirectTo ? <PageSpinner label={t('consent.leaving', { application })} /> : null}
      </PublicCard>
    </PublicPageFrame>
  );
});

export default ConsentPage;
