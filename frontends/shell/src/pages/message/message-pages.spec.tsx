import { screen } from '@testing-library/react';
import { buildPortalUser } from '@weather/ui/testing';
import { renderShell } from '../../testing/render-shell';

const ada = buildPortalUser();

describe('message pages', () => {
  it.each([
    ['/maintenance', 'Down for maintenance', 'Manutenzione in corso'],
    ['/logged-out', 'You are signed out', 'Sei uscito'],
    ['/account-created', 'Account created', 'Account creato'],
  ])('shows %s in English and Italian without a session check', async (path, english, italian) => {
    const { transport, unmount } = renderShell({ path, account: ada });
    expect(await screen.findByRole('heading', { name: english })).toBeInTheDocument();
    expect(transport.calls).toEqual([]);
    unmount();
    renderShell({ path, account: ada, language: 'it' });
    expect(await screen.findByRole('heading', { name: italian })).toBeInTheDocument();
  });

  it.each(['/logged-out', '/account-created'])('links %s to the sign-in page', async (path) => {
    renderShell({ path, account: ada });
    expect(await screen.findByRole('link', { name: /Sign in/ })).toHaveAttribute('href', '/login');
  });
});
