import { Toaster } from '@fluentui/react-toast';
import { NOTIFICATIONS_TOASTER_ID } from './notification';

// Top-end, but below the portal's 48 px top bar so a toast never covers the avatar and its menu.
const BELOW_TOP_BAR = { vertical: 48 + 16 };

/** The one toaster of the page; render it once inside the FluentProvider. */
export function NotificationsHost() {
  return <Toaster toasterId={NOTIFICATIONS_TOASTER_ID} position="top-end" offset={BELOW_TOP_BAR} />;
}
