import { screen } from '@testing-library/react';
import type { PasswordStrength } from '@weather/validation/strength';
import { renderInPortal } from '../testing';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

describe(PasswordStrengthMeter.name, () => {
  it('shows nothing for an empty password', () => {
    renderInPortal(<PasswordStrengthMeter password="" />);
    expect(screen.queryByText('Password strength')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('rates a weak short password and says it is too short', async () => {
    const reports: Array<PasswordStrength | null> = [];
    renderInPortal(<PasswordStrengthMeter password="password" onStrengthChange={(s) => reports.push(s)} />);
    const meter = await screen.findByRole('progressbar');
    expect(meter).toHaveAttribute('aria-valuetext', 'compromised');
    expect(screen.getByText('compromised · Minimum 12 characters')).toBeInTheDocument();
    expect(reports.at(-1)).toEqual({ score: 0, word: 'compromised', tooShort: true });
  });

  it('rates a long random password as strong enough, in Italian too', async () => {
    renderInPortal(<PasswordStrengthMeter password="correct-horse-Battery-staple-91" />, { language: 'it' });
    const meter = await screen.findByRole('progressbar');
    expect(Number(meter.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('Robustezza della password')).toBeInTheDocument();
  });

  it('lowers the score of a password made of the user inputs', async () => {
    const password = 'Lovelace.Ada.Example';
    const first = renderInPortal(<PasswordStrengthMeter password={password} />);
    const alone = Number((await screen.findByRole('progressbar')).getAttribute('aria-valuenow'));
    first.unmount();
    renderInPortal(<PasswordStrengthMeter password={password} userInputs={['ada@lovelace.example']} />);
    const personal = Number((await screen.findByRole('progressbar')).getAttribute('aria-valuenow'));
    expect(personal).toBeLessThan(alone);
  });
});
