import { Button } from '@fluentui/react-button';
import { Toast, ToastTitle } from '@fluentui/react-toast';
import { DismissRegular } from '@fluentui/react-icons';
import type { Notification } from './notification';

interface NotificationToastProps {
  notification: Notification;
  dismissLabel: string;
  onDismiss: () => void;
}

export function NotificationToast({ notification, dismissLabel, onDismiss }: NotificationToastProps) {
  const { action, disableClickAway } = notification;
  const actionButton = action ? (
    <Button
      appearance="transparent"
      size="small"
      onClick={() => {
        action.onClick();
        onDismiss();
      }}
    >
      {action.label}
    </Button>
  ) : null;
  const dismissButton = disableClickAway ? null : (
    <Button appearance="transparent" size="small" icon={<DismissRegular />} aria-label={dismissLabel} onClick={onDismiss} />
  );
  return (
    <Toast>
      <ToastTitle action={actionButton || dismissButton ? <>{actionButton}{dismissButton}</> : undefined}>
        {notification.text}
      </ToastTitle>
    </Toast>
  );
}
