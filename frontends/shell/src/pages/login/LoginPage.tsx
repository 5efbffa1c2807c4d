import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useErrorText } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { retryableLazy } from '../../chunks/retryable-lazy';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@weather/ui/router';
import { PublicCard } from '../../layout/PublicCard';
import { PublicPageFrame } from '../../layout/PublicPageFrame';
import { freshSignInAsked, interactionFrom } from '../../oidc/interaction';
import { useStores } from '../../stores/stores-context';
import { LoginForm } from './LoginForm';
import { LoginLinks } from './LoginLinks';
import { SecondStepRedirect } from './SecondStepRedirect';
import { signInRefusalOf } from './sign-in-refusal';

// Not part of the first /login download (docs/adr/0401): fetched when the modal first opens.
const MagicCodeModal = retryableLazy(() => import('./magic-code/MagicCodeModal'));
// Likewise the social sign-in buttons: they appear once the API says which providers are on.
const SocialSignIn = retryableLazy(() => import('./social/SocialSignIn'));
// And the passkey button: only a browser with WebAuthn shows it (issue 29).
const PasskeySignIn = retryableLazy(() => import('./passkey/PasskeySignIn'));

const useStyles = makeStyles({
  refusal: {
    color: tokens.colorPaletteRedForeground1,
  },
});

/**
 * /login (SPEC §2): email and password or a magic code; the query values are kept for later steps.
 * A sign-in the API refused elsewhere (the SAML assertion consumer) arrives with `error` and is explained.
 * An application's request for a new sign-in (prompt=login with an interaction) is said above the form.
 * A first step that needs a second (issue 29) continues at /login/second-step with the same query.
 */
export const LoginPage = observer(function LoginPage() {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const { signInRequestStore, magicCodeStore, passkeySignInStore } = useStores();
  // Once loaded, the modal stays mounted so that it can animate closed.
  const [modalWanted, setModalWanted] = useState(magicCodeStore.isOpen);
  if (magicCodeStore.isOpen && !modalWanted) setModalWanted(true);
  const [search] = useSearchParams();
  const prefilledEmail = search.get('email')?.trim() || null;
  const errorText = useErrorText();
  const refusal = signInRefusalOf(search);
  const signInAgain = freshSignInAsked(search, interactionFrom(search));

  useEffect(() => {
    signInRequestStore.readQuery(search);
  }, [search, signInRequestStore]);

  return (
    <PublicPageFrame>
      <PublicCard title={t('login.title')} subtitle={<Text>{t('login.subtitle')}</Text>}>
        {signInAgain ? <Text as="p">{t('login.signInAgain')}</Text> : null}
        {refusal ? (
          <Text as="p" role="alert" className={styles.refusal}>
            {errorText({ code: refusal })}
          </Text>
        ) : null}
        <LoginForm prefilledEmail={prefilledEmail} key={prefilledEmail ?? ''} />
        {passkeySignInStore.supported ? (
          <Suspense fallback={null}>
            <PasskeySignIn />
          </Suspense>
        ) : null}
        <Suspense fallback={null}>
          <SocialSignIn />
        </Suspense>
        <LoginLinks />
      </PublicCard>
      <SecondStepRedirect />
      {modalWanted ? (
        <Suspense fallback={null}>
          <MagicCodeModal />
        </Suspense>
      ) : null}
    </PublicPageFrame>
  );
});
