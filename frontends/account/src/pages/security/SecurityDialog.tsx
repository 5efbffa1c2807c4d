import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useDialogGivesPageBack } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { useAccountStores } from '../../stores/stores-context';
import { ReauthenticationForm } from './ReauthenticationForm';

const useStyles = makeStyles({
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  actions: { flexWrap: 'wrap' },
});

export interface SecurityDialogProps {
  title: string;
  onClose: () => void;
  /** The step's main action (Enter in a field sends it). */
  onSubmit: () => void;
  actions: ReactNode;
  children: ReactNode;
  /** Changes with the step: the new step's first field (or button) then takes the focus. */
  step?: string;
}

/** The first field of the form, else its first enabled button. */
function focusFirst(form: HTMLFormElement | null): void {
  const target = form?.querySelector<HTMLElement>('input:not([readonly]), textarea') ?? form?.querySelector<HTMLElement>('button:not([disabled]), a[href]');
  target?.focus();
}

/**
 * A dialog of the Security tab, mounted while open. When the API asks for a re-authentication in the
 * middle of its action, the dialog shows the re-authentication in its place; once confirmed (or
 * cancelled) the step is back and the action goes on.
 */
export const SecurityDialog = observer(function SecurityDialog({ title, onClose, onSubmit, actions, children, step }: SecurityDialogProps) {
  const styles = useStyles();
  const { securityStore } = useAccountStores();
  const reauthentication = securityStore.reauthentication;
  const form = useRef<HTMLFormElement>(null);
  const asking = reauthentication.isAsking;
  const firstRender = useRef(true);
  // Closed by unmounting: the page comes back once the dialog is gone (issue 31 #2).
  useDialogGivesPageBack(true);

  // A new step, or the way back from the re-authentication, would leave the focus on a button that
  // is gone: it goes to the step's first field instead. Fluent places it on opening.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!asking) focusFirst(form.current);
  }, [step, asking]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <Dialog
      open
      onOpenChange={(_event, data) => {
        if (data.open) return;
        // Escape during the re-authentication steps back to the dialog's own step, not out of it.
        if (reauthentication.isAsking) reauthentication.cancel();
        else onClose();
      }}
    >
      <DialogSurface>
        {reauthentication.isAsking ? (
          <ReauthenticationForm />
        ) : (
          <form ref={form} onSubmit={submit} noValidate>
            <DialogBody>
              <DialogTitle>{title}</DialogTitle>
              <DialogContent className={styles.content}>{children}</DialogContent>
              <DialogActions className={styles.actions}>{actions}</DialogActions>
            </DialogBody>
          </form>
        )}
      </DialogSurface>
    </Dialog>
  );
});
