import { useToastController } from '@fluentui/react-toast';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isInterrupting, NOTIFICATIONS_TOASTER_ID, type Notification, toastTimeout } from './notification';
import { NotificationToast } from './NotificationToast';

let nextToastNumber = 0;

/**
 * Shows a notification in the portal's toaster. Fluent routes toasts by toaster id through DOM
 * events, so a remote reaches the shell's toaster without sharing a React context.
 */
export function useNotify(): (notification: Notification) => void {
  const { dispatchToast, dismissToast } = useToastController(NOTIFICATIONS_TOASTER_ID);
  const { t } = useTranslation('common');
  return useCallback(
    (notification: Notification) => {
      nextToastNumber += 1;
      const toastId = `notification-${nextToastNumber}`;
      dispatchToast(
        <NotificationToast
          notification={notification}
          dismissLabel={t('notifications.dismiss')}
          onDismiss={() => dismissToast(toastId)}
        />,
        {
          toastId,
          timeout: toastTimeout(notification),
          intent: notification.intent ?? 'info',
          politeness: isInterrupting(notification) ? 'assertive' : 'polite',
          pauseOnHover: true,
        },
      );
    },
    [dispatchToast, dismissToast, t],
  );
}
