import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { renderProfile } from '../../testing/render-profile';

const ada = buildPortalUser({
  first_name: 'Ada',
  last_name: 'Lovelace',
  job_title: 'Analyst',
  email: 'ada@example.com',
  mobile_number: '0412345678',
  timezone_id: 12,
});

/** Fluent marks required labels with an aria-hidden asterisk; the accessible name is the label. */
const field = (name: string) => screen.getByRole('textbox', { name });

async function openProfile(options: Parameters<typeof renderProfile>[1] = {}) {
  const user = userEvent.setup();
  const rendered = renderProfile(ada, options);
  await screen.findByRole('textbox', { name: options.language === 'it' ? 'Nome' : 'First name' });
  return { user, ...rendered };
}

function toast(text: string) {
  return within(screen.getByRole('list')).findByText(text);
}

describe('ProfilePage', () => {
  it('shows every field of the user, the email read-only, and Save disabled until a change', async () => {
    const { user } = await openProfile();
    expect(field('First name')).toHaveValue('Ada');
    expect(field('Last name')).toHaveValue('Lovelace');
    expect(field('Job title')).toHaveValue('Analyst');
    expect(field('Email')).toHaveValue('ada@example.com');
    expect(field('Email')).toHaveAttribute('readonly');
    expect(field('Contact phone')).toHaveValue('0412345678');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Australia/Sydney'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await user.type(field('Job title'), ' lead');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it.each([
    ['First name', '', 'First name is required'],
    ['First name', 'Ada+', 'First name cannot contain special characters'],
    ['Last name', '', 'Last name is required'],
    ['Last name', '@lovelace', 'Last name cannot contain special characters'],
    ['Contact phone', '0412 345', 'Phone number only accepts digits'],
  ])('says what is wrong with %s "%s" and keeps Save disabled', async (name, value, message) => {
    const { user } = await openProfile();
    await user.clear(field(name));
    if (value) await user.type(field(name), value);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('says a name over 100 characters is too long', async () => {
    const { user } = await openProfile();
    await user.clear(field('First name'));
    await user.click(field('First name'));
    await user.paste('A'.repeat(101));
    expect(await screen.findByText('Maximum 100 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('puts the saved values back on Cancel', async () => {
    const { user } = await openProfile();
    await user.clear(field('First name'));
    await user.type(field('First name'), 'Grace');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field('First name')).toHaveValue('Ada');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves the changes, says "Profile Updated" and hands the new user to the shell', async () => {
    const { user, transport, session } = await openProfile();
    await user.clear(field('First name'));
    await user.type(field('First name'), 'Grace');
    await user.clear(field('Contact phone'));
    await user.type(field('Contact phone'), '0298765432');
    const timezone = screen.getByRole('combobox', { name: 'Time zone' });
    await user.clear(timezone);
    await user.type(timezone, 'rome');
    await user.click(await screen.findByRole('option', { name: 'Europe/Rome' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await toast('Profile Updated')).toBeInTheDocument();
    expect(transport.updates).toEqual([
      { first_name: 'Grace', last_name: 'Lovelace', job_title: 'Analyst', mobile_number: '0298765432', timezone_id: 20, locale: null },
    ]);
    expect(session.user?.first_name).toBe('Grace');
    expect(session.user?.timezone).toBe('Europe/Rome');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('times "Profile Updated" to hide after 3 seconds', async () => {
    const { user } = await openProfile();
    await user.type(field('Job title'), ' lead');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await toast('Profile Updated');
    expect(document.querySelector<HTMLElement>('[data-timer-status]')?.style.animationDuration).toBe('3000ms');
  });

  it('says "Profile not updated" and shows the server field errors under their fields', async () => {
    const { user, transport } = await openProfile();
    transport.refuseWith = {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      errors: [{ field: 'timezone_id', code: 'TIMEZONE_INVALID', message: 'Choose a time zone from the list' }],
    };
    await user.type(field('Job title'), ' lead');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toast('Profile not updated')).toBeInTheDocument();
    expect(screen.getByText('Choose a time zone from the list')).toBeInTheDocument();
  });

  it('says "Profile not updated" with the reason when the server refuses the whole call', async () => {
    const { user, transport } = await openProfile();
    transport.refuseWith = { statusCode: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' };
    await user.type(field('Job title'), ' lead');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toast('Profile not updated')).toBeInTheDocument();
    // The error toast is an alert too (issue 31 #8): the reason is the form's own alert.
    const alerts = screen.getAllByRole('alert');
    expect(alerts.some((alert) => alert.textContent === 'The server cannot be reached, please try again')).toBe(true);
  });

  it('clears the time zone', async () => {
    const { user, transport } = await openProfile();
    const timezone = screen.getByRole('combobox', { name: 'Time zone' });
    await waitFor(() => expect(timezone).toHaveValue('Australia/Sydney'));
    await user.clear(timezone);
    await user.click(field('Job title'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await toast('Profile Updated');
    expect(transport.updates[0]?.timezone_id).toBeNull();
  });

  it('opens the Change password tab from tab=change_password, and Sessions from tab=sessions', async () => {
    const first = renderProfile(ada, { path: '/profile?tab=change_password' });
    expect(await screen.findByRole('tab', { name: 'Change password', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
    first.unmount();
    renderProfile(ada, { path: '/profile?tab=sessions' });
    expect(await screen.findByRole('tab', { name: 'Sessions', selected: true })).toBeInTheDocument();
  });

  it('puts the chosen tab in the address', async () => {
    const { user } = await openProfile();
    await user.click(screen.getByRole('tab', { name: 'Change password' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/profile?tab=change_password');
    await user.click(screen.getByRole('tab', { name: 'Sessions' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/profile?tab=sessions');
    await user.click(screen.getByRole('tab', { name: 'Edit profile' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/profile$/);
  });

  it('is in Italian, validation messages and notification included', async () => {
    const { user } = await openProfile({ language: 'it' });
    expect(screen.getByRole('heading', { name: 'Profilo' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Modifica profilo' })).toBeInTheDocument();
    await user.clear(field('Nome'));
    expect(await screen.findByText('Il nome è obbligatorio')).toBeInTheDocument();
    await user.type(field('Nome'), 'Grazia');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await toast('Profilo aggiornato')).toBeInTheDocument();
  });
});
