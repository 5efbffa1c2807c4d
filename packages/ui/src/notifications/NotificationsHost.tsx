import { Toaster, type ToastAnnounce } from '@fluentui/react-toast';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaDown, mediaUp } from '../breakpoints/breakpoints';
import { NOTIFICATIONS_TOASTER_ID } from './notification';

// How long a message stays in the live region for screen readers to pick it up (Fluent's own value).
const SPOKEN_FOR_MS = 500;

// Top-end, but below the portal's 48 px top bar so a toast never covers the avatar and its menu.
const BELOW_TOP_BAR = { vertical: 48 + 16 };

const useStyles = makeStyles({
  // The toaster is rendered in place (inline), not in a portal: on a wide screen it still floats at
  // the window's top end; on a phone a floating toast lies over the form the person is filling
  // (issue 31 #8), so there the toasts join the page's flow after its content, full width.
  toaster: {
    [mediaUp('sm')]: { position: 'fixed' },
    [mediaDown('sm')]: {
      position: 'static',
      width: 'auto',
      paddingBlock: tokens.spacingVerticalS,
      paddingInline: tokens.spacingHorizontalM,
    },
  },
  // Read by screen readers, not shown: the usual visually-hidden rules.
  spoken: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

/** The one toaster of the page; render it once inside the FluentProvider. */
export function NotificationsHost() {
  const styles = useStyles();
  const { t } = useTranslation('common');
  const [spoken, setSpoken] = useState({ text: '', count: 0 });
  // Fluent would read every toast assertively; an error toast is its own role=alert, so only the
  // others are read here, politely. A new key makes a repeated text a new announcement.
  const announce = useCallback<ToastAnnounce>((message, { politeness }) => {
    if (politeness === 'polite') setSpoken((previous) => ({ text: message, count: previous.count + 1 }));
  }, []);
  // Emptied once read, so the text is not on the page twice after the toast has gone.
  useEffect(() => {
    if (!spoken.text) return undefined;
    const timer = setTimeout(() => setSpoken((previous) => ({ ...previous, text: '' })), SPOKEN_FOR_MS);
    return () => clearTimeout(timer);
  }, [spoken]);
  // A named region: every toast is inside a landmark (axe `region`), the way screen readers list it.
  return (
    <section aria-label={t('notifications.label')}>
      <Toaster
        toasterId={NOTIFICATIONS_TOASTER_ID}
        position="top-end"
        offset={BELOW_TOP_BAR}
        inline
        announce={announce}
        className={styles.toaster}
      />
      <div role="status" aria-live="polite" className={styles.spoken}>
        <span key={spoken.count}>{spoken.text}</span>
      </div>
    </section>
  );
}
