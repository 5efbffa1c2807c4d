import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { forgetEarlySessionCheck, requestSessionCheckEarly } from '../config/early-session-check';
import { fetchStartDocument, requestStartDocuments } from '../config/start-documents';
import { loginFormReady, shellLeftLogin } from './handover';
import { type ShellModule, startLoginIsland } from './start-login-island';

const CONFIG = { apiUrl: 'https://api.example', helpUrl: 'https://help.example' };

/** The session check's answer as the island reads it (a copy of a fetch Response). */
function sessionAnswer(user: unknown, status = 200): Response {
  const response = { status, json: async () => ({ user }), clone: () => response };
  return response as unknown as Response;
}

function startWith(answer: Response) {
  requestStartDocuments(async (url) => (url === '/config.json' ? CONFIG : {}));
  requestSessionCheckEarly(async () => answer, 'https://portal.example/login');
}

/** A stand-in for the shell's sign-in form: it asks for the island's entries as LoginForm does. */
function ShellForm({ clicks }: { clicks: string[] }) {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  useLayoutEffect(() => {
    loginFormReady((entries) => {
      setEmail(entries.email);
      setTouched(entries.emailTouched);
    });
  }, []);
  return (
    <form aria-label="shell form" data-touched={touched}>
      <input aria-label="shell email" name="email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="button" onClick={() => clicks.push('magic code')}>
        Sign in with a magic code
      </button>
    </form>
  );
}

function fakeShell(content: 'form' | 'elsewhere' = 'form') {
  const clicks: string[] = [];
  const started: HTMLElement[] = [];
  const shell: ShellModule = {
    startShell: async (container) => {
      started.push(container);
      act(() => createRoot(container).render(content === 'form' ? <ShellForm clicks={clicks} /> : <p>launcher</p>));
      if (content === 'elsewhere') setTimeout(shellLeftLogin, 0);
    },
  };
  return { clicks, started, load: jest.fn(async () => shell) };
}

let root: HTMLElement;

beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
});

afterEach(async () => {
  root.remove();
  forgetEarlySessionCheck();
  await fetchStartDocument('/config.json').catch(() => undefined);
  await fetchStartDocument('/remotes.json').catch(() => undefined);
});

const islandEmail = () => screen.getByRole('textbox', { name: /^Email/ });

describe(startLoginIsland.name, () => {
  it('paints the sign-in page for a visitor and fetches the shell only when the page is touched', async () => {
    startWith(sessionAnswer(null));
    const shell = fakeShell();
    await act(() => startLoginIsland(root, shell.load));

    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(screen.getByRole('link', { name: "Can't sign in?" })).toHaveAttribute('href', CONFIG.helpUrl);
    expect(shell.load).not.toHaveBeenCalled();

    fireEvent.focusIn(islandEmail());
    expect(shell.load).toHaveBeenCalledTimes(1);
  });

  it('hands the typed email, its touched state and the focus to the shell form, in place of the first paint', async () => {
    startWith(sessionAnswer(null));
    const shell = fakeShell();
    await act(() => startLoginIsland(root, shell.load));

    const email = islandEmail();
    email.focus();
    fireEvent.change(email, { target: { value: 'ada@example' } });
    fireEvent.blur(email);
    email.focus();

    const shellEmail = await screen.findByRole('textbox', { name: 'shell email' });
    expect(shellEmail).toHaveValue('ada@example');
    expect(shellEmail).toHaveFocus();
    expect(screen.getByRole('form', { name: 'shell form' })).toHaveAttribute('data-touched', 'true');
    expect(root.querySelector('[data-login-first-paint]')).toBeNull();
    expect(shell.started[0]?.hidden).toBe(false);
  });

  it('makes a click on a button of the first paint again on the shell copy, once', async () => {
    startWith(sessionAnswer(null));
    const shell = fakeShell();
    await act(() => startLoginIsland(root, shell.load));

    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a magic code' }));
    await waitFor(() => expect(shell.clicks).toEqual(['magic code']));
    expect(root.querySelector('[data-login-first-paint]')).toBeNull();
  });

  it('steps aside without entries when the shell goes to another page', async () => {
    startWith(sessionAnswer(null));
    const shell = fakeShell('elsewhere');
    await act(() => startLoginIsland(root, shell.load));

    fireEvent.keyDown(islandEmail(), { key: 'a' });
    await screen.findByText('launcher');
    await waitFor(() => expect(root.querySelector('[data-login-first-paint]')).toBeNull());
    expect(shell.started[0]?.hidden).toBe(false);
  });

  it('stays when the shell does not arrive, and tries again on the next touch', async () => {
    startWith(sessionAnswer(null));
    const shell = fakeShell();
    const failing = jest.fn(() => Promise.reject(new Error('chunk failed')));
    const load = jest.fn<Promise<ShellModule>, []>().mockImplementationOnce(failing).mockImplementationOnce(failing).mockImplementationOnce(failing);
    load.mockImplementation(shell.load);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => startLoginIsland(root, load));

    fireEvent.focusIn(islandEmail());
    // Three tries (chunks/with-retries.ts), then the island is still there to type into.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3), { timeout: 5_000 });
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('the portal could not be loaded', expect.any(Error)));
    expect(root.querySelector('[data-login-first-paint]')).not.toBeNull();

    fireEvent.focusIn(islandEmail());
    await screen.findByRole('textbox', { name: 'shell email' });
    jest.restoreAllMocks();
  });

  it('says so when the shell does not arrive for a click, and makes the click again after Retry', async () => {
    startWith(sessionAnswer(null));
    const shell = fakeShell();
    const failing = () => Promise.reject(new Error('chunk failed'));
    const load = jest.fn<Promise<ShellModule>, []>(failing);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => startLoginIsland(root, load));
    fireEvent.change(islandEmail(), { target: { value: 'ada@example.com' } });

    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a magic code' }));
    const notice = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(notice).toHaveTextContent('This page could not be loaded');
    expect(shell.clicks).toEqual([]);

    load.mockImplementation(shell.load);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shell.clicks).toEqual(['magic code']));
    expect(screen.getByRole('textbox', { name: 'shell email' })).toHaveValue('ada@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
    jest.restoreAllMocks();
  });

  it('hands over once the shell shows the control a kept click was on, which may come later than its form', async () => {
    startWith(sessionAnswer(null));
    const clicks: string[] = [];
    function LateButton() {
      const [shown, setShown] = useState(false);
      useLayoutEffect(() => void setTimeout(() => setShown(true), 200), []);
      return shown ? <a href="/forgot" onClick={(event) => (event.preventDefault(), clicks.push('forgot'))}>Forgot password?</a> : null;
    }
    const shell: ShellModule = {
      startShell: async (container) => {
        act(() =>
          createRoot(container).render(
            <>
              <button type="button">English</button>
              <ShellForm clicks={[]} />
              <LateButton />
            </>,
          ),
        );
      },
    };
    await act(() => startLoginIsland(root, async () => shell));

    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    // Every control of the first paint has its copy 200 ms in, well before the 3-s cap.
    await waitFor(() => expect(clicks).toEqual(['forgot']), { timeout: 1_500 });
    expect(root.querySelector('[data-login-first-paint]')).toBeNull();
  });

  it.each([
    ['a signed-in person', sessionAnswer({ email: 'ada@example.com' })],
    ['a failed session check', sessionAnswer(null, 503)],
  ])('starts the shell at once for %s', async (_case, answer) => {
    startWith(answer);
    const shell = fakeShell();
    await act(() => startLoginIsland(root, shell.load));
    expect(shell.started).toEqual([root]);
    expect(root.querySelector('[data-login-first-paint]')).toBeNull();
  });
});
