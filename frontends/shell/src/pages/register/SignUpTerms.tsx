import { Link } from '@fluentui/react-link';
import { Text } from '@fluentui/react-text';
import { useTranslation } from 'react-i18next';
import { useShellServices } from '../../app/shell-services';

/** The terms of use and the privacy policy live on the help site; they open in a new window. */
export function termsUrls(helpUrl: string): { terms: string; privacy: string } {
  const base = helpUrl.replace(/\/$/, '');
  return { terms: `${base}/terms`, privacy: `${base}/privacy` };
}

/** "By creating an account you accept the terms of use and the privacy policy" (SPEC §1, §2). */
export function SignUpTerms() {
  const { t } = useTranslation('shell');
  const { config } = useShellServices();
  const urls = termsUrls(config.helpUrl);
  return (
    <Text as="p" size={200}>
      {t('register.termsText')}{' '}
      <Link href={urls.terms} target="_blank" rel="noopener noreferrer">
        {t('register.terms')}
      </Link>{' '}
      {t('register.and')}{' '}
      <Link href={urls.privacy} target="_blank" rel="noopener noreferrer">
        {t('register.privacy')}
      </Link>
      .
    </Text>
  );
}
