import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellServices } from '../../../app/shell-services';
import { useStores } from '../../../stores/stores-context';
import { PROVIDER_REDIRECT_DELAY_MS } from '../LoginForm';
import { loginUrlWithHandOff } from '../saml-login-url';
import { type EnabledProviders, loadEnabledProviders } from './enabled-providers';
import { SOCIAL_POPUP_FEATURES, SOCIAL_PROVIDERS, type SocialErrorCode, type SocialProvider, socialResultOf } from './social-result';
import { useSocialStyles } from '../login-styles';

/**
 * The Facebook and LinkedIn buttons of /login (SPEC §2, §7), each shown only when the API has the
 * provider on. A button opens the API's pop-up (700x550); the pop-up's window message, accepted only
 * from the API's origin, either reloads the session (then PublicOnly continues as after any
 * sign-in, hand-off included), marks a second step due (the login page goes to it) or names what
 * went wrong.
 */
export default function SocialSignIn() {
  const styles = useSocialStyles();
  const { t } = useTranslation('shell');
  const { config, leavePortal } = useShellServices();
  const { sessionStore, signInRequestStore } = useStores();
  const [enabled, setEnabled] = useState<EnabledProviders | null>(null);
  const [error, setError] = useState<SocialErrorCode | null>(null);
  const [samlLoginUrl, setSamlLoginUrl] = useState<string | null>(null);
  const apiOrigin = new URL(config.apiUrl).origin;

  useEffect(() => {
    let mounted = true;
    void loadEnabledProviders(config.apiUrl).then((providers) => mounted && setEnabled(providers));
    return () => {
      mounted = false;
    };
  }, [config.apiUrl]);

  useEffect(() => {
    function received(event: MessageEvent) {
      const result = socialResultOf(event, apiOrigin);
      if (!result) return;
      if (result.ok) {
        setError(null);
        void sessionStore.signedInBySocial(result.secondStep);
      } else {
        setError(result.code);
        // A domain that forces SAML: its own sign-in page, after the same pause as the email form's.
        if (result.loginURL) setSamlLoginUrl(loginUrlWithHandOff(result.loginURL, signInRequestStore));
      }
    }
    window.addEventListener('message', received);
    return () => window.removeEventListener('message', received);
  }, [apiOrigin, sessionStore, signInRequestStore]);

  useEffect(() => {
    if (!samlLoginUrl) return;
    const timer = setTimeout(() => (leavePortal ?? ((url: string) => window.location.assign(url)))(samlLoginUrl), PROVIDER_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [samlLoginUrl, leavePortal]);

  const shown = SOCIAL_PROVIDERS.filter((provider) => enabled?.[provider]);
  if (shown.length === 0) return null;

  function open(provider: SocialProvider) {
    setError(null);
    setSamlLoginUrl(null);
    const start = new URL(`/auth/${provider}`, config.apiUrl);
    start.searchParams.set('origin', window.location.origin);
    window.open(start.href, `weather-${provider}-sign-in`, SOCIAL_POPUP_FEATURES);
  }

  return (
    <div className={styles.social}>
      <Text className={styles.or}>{t('social.or')}</Text>
      {shown.map((provider) => (
        <Button key={provider} onClick={() => open(provider)}>
          {t(`social.${provider}`)}
        </Button>
      ))}
      {error ? (
        <Text role="alert" className={styles.error}>
          {t(`social.errors.${error}`)}
        </Text>
      ) : null}
    </div>
  );
}
