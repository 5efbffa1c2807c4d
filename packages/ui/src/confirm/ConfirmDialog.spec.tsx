import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from '../testing';
import { ConfirmDialog } from './ConfirmDialog';

function renderDialog(overrides: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  renderInPortal(
    <ConfirmDialog
      title="Disable Ada Lovelace?"
      what="Ada Lovelace (ada@example.com) will be signed out and will not be able to sign in."
      confirmLabel="Disable user"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...overrides}
    />,
  );
  return { onConfirm, onCancel };
}

describe(ConfirmDialog.name, () => {
  it('is an alertdialog named by its question and described by what will happen, with the focus on Cancel', async () => {
    renderDialog();
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable Ada Lovelace?' });
    expect(dialog).toHaveAccessibleDescription('Ada Lovelace (ada@example.com) will be signed out and will not be able to sign in.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms with the button named after the action', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Disable user' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with Cancel and with Escape, never confirming', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('waits while the action runs', async () => {
    renderDialog({ busy: true });
    expect(await screen.findByRole('button', { name: 'Disable user' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
