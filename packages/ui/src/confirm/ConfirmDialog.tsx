import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Spinner } from '@fluentui/react-spinner';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useDialogGivesPageBack } from '../dialogs/use-dialog-gives-page-back';

export interface ConfirmDialogProps {
  /** The question, naming whom it concerns ("Disable Ada Lovelace?"). */
  title: string;
  /** One sentence that says what will happen, and to whom. */
  what: string;
  /** The confirm button's label names the action ("Disable user"), never a bare "OK". */
  confirmLabel: string;
  cancelLabel: string;
  /** While the action runs: both buttons wait and the confirm button spins. */
  busy?: boolean;
  /** E.g. a role change's own choice; false keeps the confirm button disabled. */
  canConfirm?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape: nothing happens. */
  onCancel: () => void;
  /** What else the person should know or choose, under the sentence. */
  children?: ReactNode;
}

/**
 * Asks before a destructive action (issue 31 #7): an alertdialog with a title, the sentence that
 * says what will happen, a confirm button named after the action and Cancel. Focus starts on
 * Cancel, so Enter on an unread dialog does nothing harmful. Rendered while the question stands;
 * the texts come from the caller's catalogue.
 */
export function ConfirmDialog({ title, what, confirmLabel, cancelLabel, busy = false, canConfirm = true, onConfirm, onCancel, children }: ConfirmDialogProps) {
  const whatId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useDialogGivesPageBack(true);
  // After the dialog's own first focus (its effects run before this one): the safe choice takes it.
  useEffect(() => {
    cancel.current?.focus();
  }, []);
  return (
    <Dialog open modalType="alert" onOpenChange={(_event, data) => (data.open || busy ? undefined : onCancel())}>
      <DialogSurface aria-describedby={whatId}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <p id={whatId}>{what}</p>
            {children}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={busy || !canConfirm} icon={busy ? <Spinner size="tiny" /> : undefined} onClick={onConfirm}>
              {confirmLabel}
            </Button>
            <Button ref={cancel} disabled={busy} onClick={onCancel}>
              {cancelLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
