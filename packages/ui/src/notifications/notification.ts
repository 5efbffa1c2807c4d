/** Toasts auto-hide after 3 seconds unless a caller says otherwise (SPEC §9). */
export const DEFAULT_AUTO_HIDE_DURATION = 3000;

/** One toaster for the whole portal: the shell renders it, every remote dispatches to it by id. */
export const NOTIFICATIONS_TOASTER_ID = 'weather-notifications';

export type NotificationIntent = 'info' | 'success' | 'warning' | 'error';

/** SPEC §3 Notification: text, autoHideDuration, action, disableClickAway. */
export interface Notification {
  /** Already translated text. */
  text: string;
  /** Milliseconds before it hides; `null` keeps it until it is dismissed or its action is used. */
  autoHideDuration?: number | null;
  /** A single button on the notification, e.g. OK on "please log in again". */
  action?: { label: string; onClick: () => void };
  /**
   * Without a dismiss button: only the action (or the timer) closes it, for notices the person
   * must act on.
   */
  disableClickAway?: boolean;
  intent?: NotificationIntent;
}

/**
 * Fluent's toast timeout for a notification: negative means it never hides by itself. An error
 * stays until the person dismisses it (issue 31 #8): a failure read in 3 seconds is easily missed.
 */
export function toastTimeout(notification: Notification): number {
  if (notification.autoHideDuration === null || notification.intent === 'error') return -1;
  return notification.autoHideDuration ?? DEFAULT_AUTO_HIDE_DURATION;
}

/** Errors interrupt (role=alert); every other notice waits for a pause in speech. */
export function isInterrupting(notification: Notification): boolean {
  return notification.intent === 'error';
}
