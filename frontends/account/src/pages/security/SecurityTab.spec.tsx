import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { buildFactor, FAKE_MAILED_CODE, FAKE_PASSWORD, FAKE_TOTP_CODE, FAKE_TOTP_SECRET, fakeBrowserPasskeys } from '../../testing/fake-second-factors';
import { renderProfile } from '../../testing/render-profile';

const ada = buildPortalUser({ first_name: 'Ada', email: 'ada@example.com' });

type Setup = Parameters<typeof renderProfile>[1] & { before?: (rendered: ReturnType<typeof renderProfile>) => void };

async function openSecurity({ before, ...options }: Setup = {}) {
  const user = userEvent.setup();
  const rendered = renderProfile(ada, { path: '/profile?tab=security', ...options });
  before?.(rendered);
  await screen.findByRole('heading', { name: options.language === 'it' ? 'App di autenticazione' : 'Authenticator apps' });
  return { user, ...rendered, service: rendered.transport.secondFactors };
}

async function confirmWithPassword(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
  await user.type(within(dialog).getByLabelText(/Current password/), FAKE_PASSWORD);
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('SecurityTab', () => {
  it('is the Security tab of /profile, addressable at tab=security', async () => {
    await openSecurity();
    expect(screen.getByRole('tab', { name: 'Security', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Security' })).toBeInTheDocument();
  });

  it('lists the authenticator apps and passkeys with their dates, the codes left and the requirement', async () => {
    await openSecurity({
      before: ({ transport }) => {
        transport.secondFactors.totp = [buildFactor({ id: 1, name: 'Work phone', last_used_at: '2026-11-22T10:00:00.000Z' })];
        transport.secondFactors.passkeys = [buildFactor({ id: 2, name: 'Laptop' })];
        transport.secondFactors.recoveryCodesLeft = 7;
        transport.secondFactors.required = true;
      },
    });
    const apps = screen.getByRole('list', { name: 'Your authenticator apps' });
    const phone = within(apps).getByRole('listitem', { name: 'Work phone' });
    expect(within(phone).getByText(/^Added .*2026/)).toBeInTheDocument();
    expect(within(phone).getByText(/^Last used .*2026/)).toBeInTheDocument();
    const laptop = within(screen.getByRole('list', { name: 'Your passkeys' })).getByRole('listitem', { name: 'Laptop' });
    expect(within(laptop).getByText('Never used')).toBeInTheDocument();
    expect(within(laptop).getByRole('button', { name: 'Remove Laptop' })).toBeInTheDocument();
    expect(screen.getByText('7 recovery codes left')).toBeInTheDocument();
    expect(screen.getByText(/Your organisation requires two-step sign-in/)).toBeInTheDocument();
  });

  it('says when nothing is set up yet, and offers no recovery codes then', async () => {
    await openSecurity();
    expect(screen.getByText('No authenticator app yet.')).toBeInTheDocument();
    expect(screen.getByText('No passkey yet.')).toBeInTheDocument();
    expect(screen.getByText(/No recovery codes/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate new recovery codes' })).not.toBeInTheDocument();
    expect(screen.queryByText(/requires two-step sign-in/)).not.toBeInTheDocument();
  });

  it('adds an authenticator app: name, password, QR code and key, first code, then the ten recovery codes once', async () => {
    const { user, service } = await openSecurity();
    await user.click(screen.getByRole('button', { name: 'Add an authenticator app' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add an authenticator app' });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Name/), 'Work phone{Enter}');

    await confirmWithPassword(user);
    dialog = await screen.findByRole('dialog', { name: 'Add an authenticator app' });
    expect(await within(dialog).findByRole('img', { name: 'QR code to add “Work phone” to an authenticator app' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(within(dialog).getByLabelText('Key to type by hand')).toHaveValue(FAKE_TOTP_SECRET.match(/.{4}/g)!.join(' '));
    // Keyboard only: the step's field has the focus, not a button that has gone.
    await waitFor(() => expect(within(dialog).getByLabelText(/Code from the app/)).toHaveFocus());

    await user.type(within(dialog).getByLabelText(/Code from the app/), '000000{Enter}');
    expect(await within(dialog).findByText('This code is not valid')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Code from the app/)).toHaveAttribute('aria-invalid', 'true');
    await user.clear(within(dialog).getByLabelText(/Code from the app/));
    await user.type(within(dialog).getByLabelText(/Code from the app/), FAKE_TOTP_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    dialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    const codes = within(within(dialog).getByRole('list', { name: 'Your recovery codes' })).getAllByRole('listitem');
    expect(codes).toHaveLength(10);
    const download = within(dialog).getByRole('link', { name: 'Download codes' });
    expect(decodeURIComponent(download.getAttribute('href')!)).toContain(codes[0]!.textContent);
    await user.click(within(dialog).getByRole('button', { name: 'Copy codes' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(`${codes.map((code) => code.textContent).join('\n')}\n`);
    await user.click(within(dialog).getByRole('button', { name: 'I have saved these codes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page behind the dialog is hidden from assistive technology until the dialog has gone.
    expect(within(await screen.findByRole('list', { name: 'Your authenticator apps' })).getByRole('listitem', { name: 'Work phone' })).toBeInTheDocument();
    expect(screen.getByText('10 recovery codes left')).toBeInTheDocument();
    expect(service.totp.map((factor) => factor.name)).toEqual(['Work phone']);
  });

  it('adds a passkey through the browser, after a re-authentication by mailed code', async () => {
    const passkeys = fakeBrowserPasskeys();
    const { user, service } = await openSecurity({ passkeys });
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Laptop');
    await user.click(within(dialog).getByRole('button', { name: 'Create passkey' }));

    const reauthentication = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(within(reauthentication).getByRole('button', { name: 'Email me a code' }));
    expect(await within(reauthentication).findByText(/We sent a code to ada@example.com/)).toBeInTheDocument();
    await user.type(within(reauthentication).getByLabelText(/Code from the email/), `${FAKE_MAILED_CODE}{Enter}`);

    expect(await screen.findByRole('dialog', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(passkeys.create).toHaveBeenCalledTimes(1);
    expect(service.passkeys.map((factor) => factor.name)).toEqual(['Laptop']);
    expect(service.calls).toEqual(['list', 'passkeyOptions', 'sendCode', 'reauthenticate', 'passkeyOptions', 'addPasskey']);
  });

  it('says the browser cannot make passkeys instead of offering the button', async () => {
    await openSecurity({ passkeys: fakeBrowserPasskeys({ supported: false }) });
    expect(screen.getByText('This browser cannot create passkeys.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });

  it('renames a factor', async () => {
    const { user, service } = await openSecurity({ before: ({ transport }) => (transport.secondFactors.totp = [buildFactor({ id: 1, name: 'Phone' })]) });
    await user.click(screen.getByRole('button', { name: 'Rename Phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Phone' });
    const name = within(dialog).getByLabelText(/Name/);
    await user.clear(name);
    await user.type(name, 'Old phone{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('listitem', { name: 'Old phone' })).toBeInTheDocument();
    expect(service.totp[0]?.name).toBe('Old phone');
  });

  it('removes a factor after a confirmation naming it and a re-authentication', async () => {
    const { user, service } = await openSecurity({
      before: ({ transport }) => {
        transport.secondFactors.passkeys = [buildFactor({ id: 2, name: 'Laptop' })];
        transport.secondFactors.recoveryCodesLeft = 10;
      },
    });
    await user.click(screen.getByRole('button', { name: 'Remove Laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Laptop?' });
    expect(within(dialog).getByText(/your recovery codes go too/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await confirmWithPassword(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('No passkey yet.')).toBeInTheDocument();
    expect(service.passkeys).toEqual([]);
  });

  it('explains SECOND_FACTOR_REQUIRED when the last factor cannot go', async () => {
    const { user, service } = await openSecurity({
      before: ({ transport }) => {
        transport.secondFactors.totp = [buildFactor({ id: 1, name: 'Phone' })];
        transport.secondFactors.required = true;
        transport.secondFactors.reauthenticated = true;
      },
    });
    await user.click(screen.getByRole('button', { name: 'Remove Phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Phone?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your organisation requires two-step sign-in: add another method before you remove this one');
    expect(service.totp).toHaveLength(1);
  });

  it('shows the refusal of a wrong password and keeps asking', async () => {
    const { user } = await openSecurity({ before: ({ transport }) => (transport.secondFactors.totp = [buildFactor({ id: 1, name: 'Phone' })]) });
    await user.click(screen.getByRole('button', { name: 'Generate new recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate new recovery codes?' });
    expect(within(dialog).getByText(/current recovery codes stop working/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    const reauthentication = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(reauthentication).getByLabelText(/Current password/), 'Not-It-0000{Enter}');
    expect(await within(reauthentication).findByRole('alert')).toHaveTextContent('That password or code is not right');
    await user.click(within(reauthentication).getByRole('button', { name: 'Cancel' }));
    const back = await screen.findByRole('dialog', { name: 'Generate new recovery codes?' });
    expect(await within(back).findByRole('alert')).toHaveTextContent('Please confirm it is you first');
  });

  it('is in Italian', async () => {
    const { user } = await openSecurity({ language: 'it', before: ({ transport }) => (transport.secondFactors.passkeys = [buildFactor({ id: 2, name: 'Portatile' })]) });
    expect(screen.getByRole('tab', { name: 'Sicurezza', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Aggiungi un'app di autenticazione" })).toBeInTheDocument();
    expect(screen.getByText('Mai usata')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rimuovi Portatile' }));
    expect(await screen.findByRole('dialog', { name: 'Rimuovere Portatile?' })).toBeInTheDocument();
  });
});
