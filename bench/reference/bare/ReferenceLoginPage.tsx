// The same visible parts as the portal's /login (frontends/shell/src/pages/login): language
// switch, card with logo, title and subtitle, email and password fields with the visibility
// toggle, the error line, the submit button with its busy spinner, and three links.
import { Button } from '@fluentui/react-button';
import { Card } from '@fluentui/react-card';
import { Field } from '@fluentui/react-field';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { Input } from '@fluentui/react-input';
import { Link } from '@fluentui/react-link';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { type FormEvent, useState } from 'react';
import { LanguageSwitch } from './LanguageSwitch';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  bar: { display: 'flex', justifyContent: 'flex-end', padding: tokens.spacingHorizontalS },
  main: {
    flexGrow: 1,
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'flex-start',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}`,
    '@media (min-width: 800px)': { alignItems: 'center', padding: tokens.spacingVerticalXXXL },
  },
  content: { width: '100%', maxWidth: '420px' },
  card: { padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalL },
  heading: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  error: { color: tokens.colorPaletteRedForeground1 },
  links: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});

const EMAIL = /^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;

function Logo() {
  return (
    <svg width={40} height={40} viewBox="0 0 32 32" focusable="false" aria-hidden>
      <circle cx="12" cy="12" r="7" fill="#F2B300" />
      <path d="M10 27h15a5 5 0 0 0 .6-9.96A7 7 0 0 0 12.2 17.5 4.75 4.75 0 0 0 10 27z" fill="#0A6CC4" />
    </svg>
  );
}

export function ReferenceLoginPage() {
  const styles = useStyles();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const emailValid = EMAIL.test(email);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!emailValid || password === '') return;
    setBusy(true);
    setTimeout(() => {
      setBusy(false);
      setError('Incorrect email or password');
    }, 500);
  }

  return (
    <div className={styles.root}>
      <header className={styles.bar}>
        <LanguageSwitch />
      </header>
      <main className={styles.main}>
        <div className={styles.content}>
          <Card className={styles.card}>
            <div className={styles.heading}>
              <Logo />
              <Text as="h1" size={600} weight="semibold">
                Sign in
              </Text>
              <Text>Use your weather account</Text>
            </div>
            <form className={styles.form} onSubmit={submit} noValidate aria-label="Sign in">
              <Field label="Email" required validationMessage={touched && !emailValid ? "That's not a valid email address" : undefined}>
                <Input type="email" name="email" autoComplete="username" value={email} onChange={(_event, data) => setEmail(data.value)} onBlur={() => setTouched(true)} />
              </Field>
              <Field label="Password" required validationMessage={touched && password === '' ? 'Password cannot be blank' : undefined}>
                <Input
                  type={visible ? 'text' : 'password'}
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(_event, data) => setPassword(data.value)}
                  contentAfter={
                    <Button
                      appearance="transparent"
                      size="small"
                      icon={visible ? <EyeOffRegular /> : <EyeRegular />}
                      aria-label={visible ? 'Hide password' : 'Show password'}
                      aria-pressed={visible}
                      onClick={() => setVisible((shown) => !shown)}
                    />
                  }
                />
              </Field>
              {error ? (
                <Text role="alert" className={styles.error}>
                  {error}
                </Text>
              ) : null}
              <Button type="submit" appearance="primary" disabled={!emailValid || busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {busy ? 'Signing in…' : 'Sign in'}
              </Button>
            </form>
            <div className={styles.links}>
              <Link href="/forgot?magicCode=true">Sign in with a magic code</Link>
              <Link href="/forgot">Forgot password?</Link>
              <Link href="https://help.weather.example.com" target="_blank" rel="noopener noreferrer">
                Can&apos;t sign in?
              </Link>
            </div>
          </Card>
        </div>
      </main>
    </div>
  );
}
