import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from '../testing';
import type { Notification } from './notification';
import { toastTimeout } from './notification';
import { useNotify } from './use-notify';

function Notifier({ notification }: { notification: Notification }) {
  const notify = useNotify();
  return <button onClick={() => notify(notification)}>notify</button>;
}

describe(toastTimeout.name, () => {
  it('hides after 3 seconds by default', () => {
    expect(toastTimeout({ text: 'Profile Updated' })).toBe(3000);
  });

  it('keeps a notification with a null duration', () => {
    expect(toastTimeout({ text: 'Log in again', autoHideDuration: null })).toBe(-1);
  });

  it('keeps an error until it is dismissed, whatever duration the caller gives', () => {
    expect(toastTimeout({ text: 'Not saved', intent: 'error', autoHideDuration: 10_000 })).toBe(-1);
  });

  it('uses a given duration', () => {
    expect(toastTimeout({ text: 'Users', autoHideDuration: 10_000 })).toBe(10_000);
  });
});

describe(useNotify.name, () => {
  it('shows the text in the toaster and hides it when the 3 second timer ends', async () => {
    const user = userEvent.setup();
    renderInPortal(<Notifier notification={{ text: 'Profile Updated', intent: 'success' }} />);
    await user.click(screen.getByRole('button', { name: 'notify' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    // Fluent times a toast with a CSS animation of the timeout's length; jsdom runs no animation,
    // so the test reads the duration and ends the animation itself.
    const timer = document.querySelector<HTMLElement>('[data-timer-status]');
    expect(timer?.style.animationDuration).toBe('3000ms');
    fireEvent.animationEnd(timer as HTMLElement);
    await waitFor(() => expect(screen.queryByText('Profile Updated')).not.toBeInTheDocument());
  });

  it('runs the action and closes the notification', async () => {
    const onClick = jest.fn();
    const user = userEvent.setup();
    renderInPortal(
      <Notifier notification={{ text: 'Log in again', autoHideDuration: null, disableClickAway: true, action: { label: 'OK', onClick } }} />,
    );
    await user.click(screen.getByRole('button', { name: 'notify' }));
    expect(await screen.findByText('Log in again')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-timer-status]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Log in again')).not.toBeInTheDocument());
  });

  it('offers a translated dismiss button unless click-away is disabled', async () => {
    const user = userEvent.setup();
    renderInPortal(<Notifier notification={{ text: 'Profilo aggiornato' }} />, { language: 'it' });
    await user.click(screen.getByRole('button', { name: 'notify' }));
    expect(await screen.findByRole('button', { name: 'Chiudi' })).toBeInTheDocument();
  });

  it('shows an error as an alert in the error colours, with a close button and no timer', async () => {
    const user = userEvent.setup();
    renderInPortal(<Notifier notification={{ text: 'Profile not updated', intent: 'error', autoHideDuration: 3000 }} />);
    await user.click(screen.getByRole('button', { name: 'notify' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Profile not updated');
    expect(alert).toHaveAttribute('data-intent', 'error');
    expect(document.querySelector('[data-timer-status]')).toBeNull();
    // The alert speaks for itself: nothing is queued in the polite region.
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows a success in its own colours, read politely and not as an alert', async () => {
    const user = userEvent.setup();
    renderInPortal(<Notifier notification={{ text: 'Profile Updated', intent: 'success' }} />);
    await user.click(screen.getByRole('button', { name: 'notify' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Profile Updated'));
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.querySelector('[data-intent="success"]')).toHaveTextContent('Profile Updated');
  });
});
