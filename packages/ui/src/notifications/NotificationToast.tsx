import { Button } from '@fluentui/react-button';
import { Toast, ToastTitle } from '@fluentui/react-toast';
import { tokens } from '@fluentui/react-theme';
import { CheckmarkCircleFilled, DiamondDismissFilled, DismissRegular, InfoFilled, WarningFilled } from '@fluentui/react-icons';
import { makeStyles, mergeClasses } from '@griffel/react';
import { isInterrupting, type Notification, type NotificationIntent } from './notification';

// Fluent gives every intent the same neutral card and only a small coloured icon; a tinted card with
// a coloured edge tells a failure from a success at a glance (issue 31 #8).
const useStyles = makeStyles({
  toast: { borderInlineStartWidth: '4px', borderInlineStartStyle: 'solid' },
  success: { backgroundColor: tokens.colorStatusSuccessBackground1, borderInlineStartColor: tokens.colorStatusSuccessBorder2 },
  error: { backgroundColor: tokens.colorStatusDangerBackground1, borderInlineStartColor: tokens.colorStatusDangerBorder2 },
  warning: { backgroundColor: tokens.colorStatusWarningBackground1, borderInlineStartColor: tokens.colorStatusWarningBorder2 },
  info: { borderInlineStartColor: tokens.colorBrandStroke1 },
  successIcon: { color: tokens.colorStatusSuccessForeground1 },
  errorIcon: { color: tokens.colorStatusDangerForeground1 },
  warningIcon: { color: tokens.colorStatusWarningForeground1 },
  infoIcon: { color: tokens.colorBrandForeground1 },
});

// Fluent draws these only when the toaster's intent context reaches the title; a toast a remote
// dispatched showed none in chromium, so the toast draws its icon itself.
const INTENT_ICONS = { success: CheckmarkCircleFilled, error: DiamondDismissFilled, warning: WarningFilled, info: InfoFilled };

interface NotificationToastProps {
  notification: Notification;
  dismissLabel: string;
  onDismiss: () => void;
}

export function NotificationToast({ notification, dismissLabel, onDismiss }: NotificationToastProps) {
  const styles = useStyles();
  const { action, disableClickAway } = notification;
  const intent: NotificationIntent = notification.intent ?? 'info';
  const interrupting = isInterrupting(notification);
  const Icon = INTENT_ICONS[intent];
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
  // An error never times out, so it always has a way to be closed.
  const dismissButton = disableClickAway && !interrupting ? null : (
    <Button appearance="transparent" size="small" icon={<DismissRegular />} aria-label={dismissLabel} onClick={onDismiss} />
  );
  return (
    // An error speaks at once as an alert; the host's polite region reads every other notice.
    <Toast className={mergeClasses(styles.toast, styles[intent])} role={interrupting ? 'alert' : undefined} data-intent={intent}>
      <ToastTitle
        media={<Icon aria-hidden className={styles[`${intent}Icon`]} />}
        action={actionButton || dismissButton ? <>{actionButton}{dismissButton}</> : undefined}>
        {notification.text}
      </ToastTitle>
    </Toast>
  );
}
