import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from '../testing';
import { PasswordInput } from './PasswordInput';

describe(PasswordInput.name, () => {
  it('shows and hides what was typed', async () => {
    const user = userEvent.setup();
    renderInPortal(<PasswordInput aria-label="Password" defaultValue="secret" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password', pressed: true }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('names its button in Italian', () => {
    renderInPortal(<PasswordInput aria-label="Password" />, { language: 'it' });
    expect(screen.getByRole('button', { name: 'Mostra password' })).toBeInTheDocument();
  });
});
