import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { renderShell } from '../testing/render-shell';
import { currentLocation } from '../testing/queries';

const administrator = buildPortalUser({ id: 7, role: 'SYSADMIN', first_name: 'Margaret', last_name: 'Hamilton', email: 'margaret@example.com' });
const impersonated = {
  ...buildPortalUser({ first_name: 'Grace', last_name: 'Hopper' }),
  impersonator: { id: 7, first_name: 'Margaret', last_name: 'Hamilton', email: 'margaret@example.com' },
};

describe('ImpersonationBanner', () => {
  it('shows no banner in a session of the user', async () => {
    renderShell({ path: '/appLauncher', account: buildPortalUser(), signedIn: true });

    await screen.findByRole('heading', { name: 'Applications' });
    expect(screen.queryByRole('button', { name: 'Sign out of impersonation' })).not.toBeInTheDocument();
  });

  it("says who is impersonating whom and goes back to the administrator's own session", async () => {
    const user = userEvent.setup();
    const { transport } = renderShell({
      path: '/appLauncher',
      account: impersonated,
      signedIn: true,
      arrange: (fake) => {
        fake.afterImpersonation = administrator;
      },
    });

    expect(await screen.findByText('Margaret Hamilton, you are signed in as Grace Hopper.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out of impersonation' }));

    await waitFor(() => expect(currentLocation()).toBe('/impersonateUser'));
    expect(transport.calls).toContain('end impersonation');
    expect(await screen.findByRole('button', { name: 'Account menu of Margaret Hamilton' })).toBeInTheDocument();
    expect(screen.queryByText(/you are signed in as/)).not.toBeInTheDocument();
  });

  it("signs out to /login when the administrator's own session had ended", async () => {
    const user = userEvent.setup();
    renderShell({ path: '/appLauncher', account: impersonated, signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Sign out of impersonation' }));

    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });

  it('speaks Italian', async () => {
    renderShell({ path: '/appLauncher', account: impersonated, signedIn: true, language: 'it' });

    expect(await screen.findByText("Margaret Hamilton, hai effettuato l'accesso come Grace Hopper.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Esci dall'impersonificazione" })).toBeInTheDocument();
  });
});
