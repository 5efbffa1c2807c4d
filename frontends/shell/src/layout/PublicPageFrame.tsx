import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { LanguageMenu, mediaUp } from '@weather/ui';
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

/**
 * The frame of the public pages (sign-in, sign-out, errors): a language switch and a centred
 * column that fills a phone (360 px) and stays a card on wider screens.
 */
export function PublicPageFrame({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <header className={styles.bar}>
        <LanguageMenu />
      </header>
      <main className={styles.main}>
        <div className={styles.content}>{children}</div>
      </main>
    </div>
  );
}
