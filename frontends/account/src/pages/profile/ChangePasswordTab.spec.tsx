import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser, fillIn } from '@weather/ui/testing';
import { renderProfile } from '../../testing/render-profile';

const ada = buildPortalUser({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' });
const CURRENT = 'correct horse battery staple';
const STRONG = 'Violet-Thunder-Harbour-42';
const UPDATED = 'Your password has been successfully updated. Please log in again with your new password.';

/** Fluent marks required labels with an aria-hidden asterisk; the label text starts the name. */
const passwordInput = (name: string) => screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });

async function openTab(options: Parameters<typeof renderProfile>[1] = {}) {
  const user = userEvent.setup();
  const rendered = renderProfile(ada, { path: '/profile?tab=change_password', ...options });
  await screen.findByRole('tab', { name: options.language === 'it' ? 'Cambia password' : 'Change password', selected: true });
  return { user, ...rendered };
}

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) {
  await fillIn(user, passwordInput('Current password'), current);
  await fillIn(user, passwordInput('New password'), next);
  // The meter shows once the strength module has loaded, and with it the form's full rule.
  await screen.findByRole('progressbar');
  await fillIn(user, passwordInput('Confirm new password'), confirm);
}

const submit = () => screen.getByRole('button', { name: 'Update password' });
/** The visible toast (a list item of the toaster) that holds the text. */
function toastItem(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const item = screen.getAllByRole('listitem').find((element) => element.textContent?.includes(text));
    if (!item) throw new Error(`no notification "${text}"`);
    return item;
  });
}

describe('ChangePasswordTab', () => {
  it('shows and hides each of its three passwords, like every password field of the portal', async () => {
    const { user } = await openTab();
    const fields = ['Current password', 'New password', 'Confirm new password'].map(passwordInput);
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(3);
    await user.type(fields[1]!, STRONG);
    await user.click(toggles[1]!);
    expect(fields.map((field) => field.getAttribute('type'))).toEqual(['password', 'text', 'password']);
    await user.click(screen.getByRole('button', { name: 'Hide password', pressed: true }));
    expect(fields[1]).toHaveAttribute('type', 'password');
  });

  it('opens from tab=change_password with the current, new and confirm fields, and rates the new password', async () => {
    const { user } = await openTab();
    expect(passwordInput('Current password')).toHaveAttribute('type', 'password');
    expect(passwordInput('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(passwordInput('Confirm new password')).toHaveAttribute('type', 'password');

    await user.type(passwordInput('New password'), 'password');
    const meter = await screen.findByRole('progressbar');
    expect(meter).toHaveAttribute('aria-valuetext', 'compromised');
    expect(screen.getByText('compromised · Minimum 12 characters')).toBeInTheDocument();
    await user.clear(passwordInput('New password'));
    await user.type(passwordInput('New password'), STRONG);
    await waitFor(() => expect(Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(3));
  });

  it('asks for all three fields before sending anything', async () => {
    const { user, transport } = await openTab();
    await user.click(submit());
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter the new password again')).toBeInTheDocument();
    expect(transport.passwordChanges).toEqual([]);
  });

  it.each([
    ['a confirmation that differs', CURRENT, STRONG, `${STRONG}!`, 'The new password again must match the new password'],
    ['the current password again', CURRENT, CURRENT, CURRENT, 'New password cannot be the same as the current password'],
    ['a short password', CURRENT, 'Short-1', 'Short-1', 'Minimum 12 characters'],
    ['a weak password', CURRENT, 'password1234', 'password1234', 'Password is too weak'],
  ])('refuses %s in the browser', async (_case, current, next, confirm, message) => {
    const { user, transport } = await openTab();
    await fill(user, current, next, confirm);
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(transport.passwordChanges).toEqual([]);
  });

  it('sends oldPassword, newPassword and confirmPassword, then asks for a new login with an OK that signs out and reloads', async () => {
    const { user, transport, reload } = await openTab();
    await fill(user, CURRENT, STRONG);
    await user.click(submit());

    const notice = await toastItem(UPDATED);
    expect(transport.passwordChanges).toEqual([{ oldPassword: CURRENT, newPassword: STRONG, confirmPassword: STRONG }]);
    // No click-away: the OK is the only way out; it ends this session and reloads (onto /login).
    expect(within(notice).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    expect(document.querySelector<HTMLElement>('[data-timer-status]')?.style.animationDuration ?? '').not.toBe('3000ms');
    expect(transport.signOuts).toBe(0);
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(transport.signOuts).toBe(1);
    expect(passwordInput('Current password')).toHaveValue('');
  });

  it('shows "The password entered is invalid" on the current password field', async () => {
    const { user, transport } = await openTab();
    transport.passwordRefuseWith = {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      errors: [{ field: 'oldPassword', code: 'CURRENT_PASSWORD_INVALID', message: 'The password entered is invalid' }],
    };
    await fill(user, 'not my password', STRONG);
    await user.click(submit());

    expect(await screen.findByText('The password entered is invalid')).toBeInTheDocument();
    expect(passwordInput('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(passwordInput('New password')).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(passwordInput('Current password'), 'x');
    expect(screen.queryByText('The password entered is invalid')).not.toBeInTheDocument();
  });

  it('says "Error while updating your password" on any other failure', async () => {
    const { user, transport } = await openTab();
    transport.passwordRefuseWith = { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong' };
    await fill(user, CURRENT, STRONG);
    await user.click(submit());
    await toastItem('Error while updating your password');
  });

  it('goes to /login on 403', async () => {
    const { user, transport } = await openTab();
    transport.passwordRefuseWith = { statusCode: 403, code: 'FORBIDDEN', message: 'You are not allowed to do this' };
    await fill(user, CURRENT, STRONG);
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('status', { name: 'location', hidden: true })).toHaveTextContent(/^\/login$/));
  });

  it('is in Italian', async () => {
    await openTab({ language: 'it' });
    expect(passwordInput('Password attuale')).toBeInTheDocument();
    expect(passwordInput('Nuova password')).toBeInTheDocument();
    expect(passwordInput('Conferma la nuova password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aggiorna password' })).toBeInTheDocument();
  });
});
