import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { mediaUp } from '@weather/ui';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  bar: {
    display: 'flex',
    justifyContent: 'flex-end',
    padding: tokens.spacingHorizontalS,
  },
  main: {
    flexGrow: 1,
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'center',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}`,
    [mediaUp('sm')]: {
      alignItems: 'center',
      padding: tokens.spacingVerticalXXXL,
    },
  },
  content: {
    width: '100%',
    maxWidth: '420px',
  },
});

export interface PublicPageLayoutProps {
  /** What the bar at the top holds: the language switch. */
  bar: ReactNode;
  /** Names for the banner and the main landmark (PublicPageFrame). */
  landmarks?: { banner: string; main: string };
  children: ReactNode;
}

/**
 * The layout of the public pages: a bar at the top and a centred column that fills a phone (360 px)
 * and stays a card on wider screens. Apart from PublicPageFrame so that the sign-in page's first
 * paint (docs/adr/0424) draws the very same frame without the i18n library.
 */
export function PublicPageLayout({ bar, landmarks, children }: PublicPageLayoutProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <header className={styles.bar} aria-label={landmarks?.banner}>
        {bar}
      </header>
      <main className={styles.main} aria-label={landmarks?.main}>
        <div className={styles.content}>{children}</div>
      </main>
    </div>
  );
}
