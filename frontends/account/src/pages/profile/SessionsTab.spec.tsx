import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { buildOwnSession } from '../../testing/fake-account-transport';
import { renderProfile } from '../../testing/render-profile';

const ada = buildPortalUser({ first_name: 'Ada' });

async function openSessions(options: Parameters<typeof renderProfile>[1] = {}) {
  const user = userEvent.setup();
  const rendered = renderProfile(ada, { path: '/profile?tab=sessions', ...options });
  rendered.transport.sessions = [
    buildOwnSession({ id: 1, current: true, browser: 'Firefox 133', os: 'Linux', ip: '198.51.100.4' }),
    buildOwnSession({ id: 2, browser: 'Safari 17', os: 'iOS 17.5', platform: 'mobile', ip: '203.0.113.7', last_seen_at: '2026-11-21T09:30:00.000Z' }),
    buildOwnSession({ id: 3, browser: null, os: null, ip: null, impersonator: { first_name: 'Margaret', last_name: 'Hamilton' } }),
  ];
  const list = await screen.findByRole('list', { name: options.language === 'it' ? 'Le tue sessioni' : 'Your sessions' });
  return { user, list, ...rendered };
}

function toastItem(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const item = screen.getAllByRole('listitem').find((element) => element.textContent?.includes(text));
    if (!item) throw new Error(`no notification "${text}"`);
    return item;
  });
}

describe('SessionsTab', () => {
  it('lists this device first, then the others with device, address, times and impersonation', async () => {
    const { list } = await openSessions();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Firefox 133 on Linux',
      'Safari 17 on iOS 17.5',
      'Unknown browser on unknown system',
    ]);
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: /Sign out/ })).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('Address: 203.0.113.7')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/^Last active .*2026/)).toBeInTheDocument();
    expect(within(items[1]!).getByText(/^Signed in .*2026/)).toBeInTheDocument();
    expect(within(items[2]!).getByText('Opened by Margaret Hamilton (impersonation)')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Address unknown')).toBeInTheDocument();
  });

  it('ends one other session after a confirmation that names it', async () => {
    const { user, list, transport } = await openSessions();
    await user.click(within(list).getByRole('button', { name: 'Sign out of Safari 17 on iOS 17.5' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out of Safari 17 on iOS 17.5?' });
    expect(dialog).toHaveAccessibleDescription('The session of Safari 17 on iOS 17.5 (203.0.113.7) will end at once: whoever uses it must sign in again.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out of this session' }));
    await toastItem('Session ended');
    expect(within(list).queryByRole('listitem', { name: 'Safari 17 on iOS 17.5' })).not.toBeInTheDocument();
    expect(transport.sessions.map((session) => session.id)).toEqual([1, 3]);
  });

  it('ends every other session at once after a confirmation', async () => {
    const { user, list, transport } = await openSessions();
    await user.click(screen.getByRole('button', { name: 'Sign out of all other sessions' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out of all other sessions?' });
    expect(dialog).toHaveAccessibleDescription('Your 2 other sessions will end at once, on every device but this one: each must sign in again.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out of all other sessions' }));
    await toastItem('All other sessions ended');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(transport.sessions.map((session) => session.id)).toEqual([1]);
    expect(screen.getByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out of all other sessions' })).not.toBeInTheDocument();
  });

  it('says when a session could not be ended, and keeps it listed', async () => {
    const { user, list, transport } = await openSessions();
    transport.sessionsRefuseWith = { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong' };
    await user.click(within(list).getByRole('button', { name: 'Sign out of Safari 17 on iOS 17.5' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out of this session' }));
    await toastItem('The session could not be ended');
    expect(within(list).getByRole('listitem', { name: 'Safari 17 on iOS 17.5' })).toBeInTheDocument();
  });

  it('ends nothing when a confirmation is cancelled', async () => {
    const { user, list, transport } = await openSessions();
    await user.click(within(list).getByRole('button', { name: 'Sign out of Safari 17 on iOS 17.5' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Sign out of all other sessions' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(transport.sessions.map((session) => session.id)).toEqual([1, 2, 3]);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    const { transport } = renderProfile(ada, { path: '/profile?tab=sessions' });
    transport.sessionsRefuseWith = { statusCode: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' };
    expect(await screen.findByRole('alert')).toHaveTextContent('Your sessions could not be loaded');
    transport.sessionsRefuseWith = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your sessions' })).toBeInTheDocument();
  });

  it('is in Italian', async () => {
    const { list } = await openSessions({ language: 'it' });
    expect(screen.getByRole('tab', { name: 'Sessioni', selected: true })).toBeInTheDocument();
    expect(within(list).getByText('Questo dispositivo')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Esci da Safari 17 su iOS 17.5' })).toBeInTheDocument();
  });
});
