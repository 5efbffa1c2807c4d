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

interface PublicPageFrameProps {
  /**
   * Names for the banner and the main landmark, for a page made to sit in another site's frame: the
   * framing page has a banner and a main of its own, and two unnamed landmarks of one role are not
   * told apart (axe landmark-unique, issue 31 #10).
   */
  landmarks?: { banner: string; main: string };
  children: ReactNode;
}

/**
 * The frame of the public pages (sign-in, sign-out, errors): a language switch and a centred
 * column that fills a phone (360 px) and stays a card on wider screens.
 */
export function PublicPageFrame({ landmarks, children }: PublicPageFrameProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <header className={styles.bar} aria-label={landmarks?.banner}>
        <LanguageMenu />
      </header>
      <main className={styles.main} aria-label={landmarks?.main}>
        <div className={styles.content}>{children}</div>
      </main>
    </div>
  );
}
