import { Button, MenuButton } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { Input } from '@fluentui/react-input';
import { Link } from '@fluentui/react-link';
import { FluentProvider } from '@fluentui/react-provider';
import { Text } from '@fluentui/react-text';
import { commonEn, weatherTheme } from '@weather/ui';
import type { FormEvent } from 'react';
import { UnavailableNotice } from '../federation/UnavailableNotice';
import { remoteTextsEn } from '../federation/remote-texts';
import { PublicCard } from '../layout/PublicCard';
import { PublicPageLayout } from '../layout/PublicPageLayout';
import { loginTextsEn as texts } from '../pages/login/login-texts';
import { useLoginFormStyles, useLoginLinksStyles, usePasskeyStyles, useSocialStyles } from '../pages/login/login-styles';
import { passkeyTextsEn } from '../pages/login/passkey/passkey-texts';
import type { SocialProvider } from '../pages/login/social/social-result';
import { socialTextsEn } from '../pages/login/social/social-texts';
import { paths } from '../routes/paths';
import { SHELL_ACTS } from './controls';

export interface LoginIslandProps {
  /** config.json's help site ("Can't sign in?"). */
  helpUrl: string;
  /** The browser has WebAuthn: the shell's page shows "Sign in with a passkey". */
  passkey: boolean;
  /** The social providers the API has on, once it answered. */
  socialProviders: readonly SocialProvider[];
  /** The shell did not arrive for a click that needs it: the retry notice, and its Retry. */
  unavailable: { onRetry: () => void } | null;
  /** The email field was left (the shell's form then shows its rule). */
  onEmailLeft: () => void;
}

/** A control that acts once the shell has taken over: its click is kept and made again there. */
const acts = { [SHELL_ACTS]: '' };

/**
 * The sign-in page's first paint (docs/adr/0424): what /login shows before anyone touches it, drawn
 * with the shell's own layout, card, rules and texts, but with React and Fluent UI only. The email
 * field takes typing at once and its value goes over to the shell's form; the other controls act once
 * the shell has taken over.
 */
export function LoginIsland({ helpUrl, passkey, socialProviders, unavailable, onEmailLeft }: LoginIslandProps) {
  const formStyles = useLoginFormStyles();
  const linkStyles = useLoginLinksStyles();
  const passkeyStyles = usePasskeyStyles();
  const socialStyles = useSocialStyles();
  const language = `${commonEn.language.label}: ${commonEn.language.en}`;
  return (
    <FluentProvider theme={weatherTheme} style={{ minHeight: '100vh' }}>
      <PublicPageLayout
        bar={
          <MenuButton appearance="subtle" icon={<LocalLanguageRegular />} aria-label={language} aria-haspopup="menu" aria-expanded={false} {...acts}>
            {commonEn.language.en}
          </MenuButton>
        }
      >
        {/* Above the card, which keeps what was typed for the next try. */}
        {unavailable ? <UnavailableNotice texts={remoteTextsEn} onRetry={unavailable.onRetry} /> : null}
        <PublicCard title={texts.title} subtitle={<Text>{texts.subtitle}</Text>}>
          <form className={formStyles.form} onSubmit={(event: FormEvent) => event.preventDefault()} noValidate aria-label={texts.title}>
            <Field label={texts.email} required>
              <Input type="email" name="email" autoComplete="username" defaultValue="" onBlur={onEmailLeft} />
            </Field>
            {/* As on the shell's form: no sign-in before the email's provider has answered. */}
            <Button type="submit" appearance="primary" disabled>
              {texts.submit}
            </Button>
            <Link as="button" type="button" className={formStyles.magicCode} {...acts}>
              {texts.magicCode}
            </Link>
          </form>
          {passkey ? (
            <div className={passkeyStyles.passkey}>
              <Button type="button" {...acts}>
                {passkeyTextsEn.signIn}
              </Button>
            </div>
          ) : null}
          {socialProviders.length > 0 ? (
            <div className={socialStyles.social}>
              <Text className={socialStyles.or}>{socialTextsEn.or}</Text>
              {socialProviders.map((provider) => (
                <Button key={provider} {...acts}>
                  {socialTextsEn[provider]}
                </Button>
              ))}
            </div>
          ) : null}
          <div className={linkStyles.links}>
            <Link href={paths.forgot} {...acts}>
              {texts.forgotPassword}
            </Link>
            <Link href={helpUrl} target="_blank" rel="noopener noreferrer">
              {texts.cantSignIn}
            </Link>
          </div>
        </PublicCard>
      </PublicPageLayout>
    </FluentProvider>
  );
}
