import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { useErrorText } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../stores/stores-context';
import { usePasskeyStyles } from '../login-styles';

/**
 * "Sign in with a passkey" (issue 29): no email asked, the browser offers the passkeys it has for
 * this site. On success the session is read and PublicOnly continues as after a password sign-in.
 * Its own chunk, shown only when the browser has WebAuthn.
 */
export const PasskeySignIn = observer(function PasskeySignIn() {
  const styles = usePasskeyStyles();
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const { passkeySignInStore: store } = useStores();

  const failure = store.promptFailure ? t(`passkey.errors.${store.promptFailure}`) : store.error ? errorText(store.error) : null;

  return (
    <div className={styles.passkey}>
      <Button
        type="button"
        disabled={store.isSigningIn}
        icon={store.isSigningIn ? <Spinner size="tiny" /> : undefined}
        onClick={() => void store.signIn()}
      >
        {store.isSigningIn ? t('passkey.signingIn') : t('passkey.signIn')}
      </Button>
      {failure ? (
        <Text role="alert" className={styles.error}>
          {failure}
        </Text>
      ) : null}
    </div>
  );
});
export default PasskeySignIn;
