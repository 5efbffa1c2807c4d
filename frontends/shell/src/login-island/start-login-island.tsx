import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { withRetries } from '../chunks/with-retries';
import { peekEarlySessionCheck } from '../config/early-session-check';
import { parseRuntimeConfig } from '../config/runtime-config';
import { peekStartDocument } from '../config/start-documents';
import { prefetchEnabledProviders } from '../pages/login/social/enabled-providers';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../pages/login/social/social-result';
import { type AdoptEntries, awaitShell } from './handover';
import { LoginIsland, type LoginIslandProps } from './LoginIsland';
import { type ControlKey, SHELL_ACTS, findControl, handedOverControls, keyOfControl } from './controls';

/** The shell's start, a chunk of its own (bootstrap.tsx). */
export interface ShellModule {
  startShell(container: HTMLElement): Promise<void>;
}

/** How long the island waits for the shell it started to show its sign-in form before it steps aside anyway. */
export const SHELL_ARRIVAL_TIMEOUT_MS = 10_000;

/** How long the island waits, once the shell's form is there, for the rest of its page (the passkey and social buttons' chunks). */
export const SHELL_COMPLETE_TIMEOUT_MS = 3_000;

/** What starts the shell: any touch of the first paint (and the pointer moving over the page, listened to on the document, so the shell is likely in before the first click). */
const TAKE_OVER_ON = ['focusin', 'keydown', 'input', 'pointerdown', 'touchstart'] as const;

/**
 * /login's first paint (docs/adr/0424): the sign-in page drawn with React and Fluent UI only, while
 * the shell (router, stores, i18n, API client) downloads only once the person acts on the page. A
 * signed-in person, a failed session check or a missing early check start the shell at once.
 */
export async function startLoginIsland(root: HTMLElement, loadShell: () => Promise<ShellModule>): Promise<void> {
  const visitor = await visitorPage();
  if (!visitor) {
    const { startShell } = await withRetries(loadShell);
    await startShell(root);
    return;
  }
  showLoginIsland(root, visitor, loadShell);
}

interface VisitorPage {
  apiUrl: string;
  helpUrl: string;
}

/** config.json's addresses when the early session check says nobody is signed in; otherwise null. */
async function visitorPage(): Promise<VisitorPage | null> {
  const config = peekStartDocument('/config.json');
  const check = peekEarlySessionCheck();
  if (!config || !check) return null;
  try {
    const { apiUrl, helpUrl } = parseRuntimeConfig(await config);
    const answer = await check;
    if (answer.status !== 200) return null;
    const body = (await answer.json()) as { user?: unknown } | null;
    return body?.user === null ? { apiUrl, helpUrl } : null;
  } catch {
    return null;
  }
}

function showLoginIsland(root: HTMLElement, { apiUrl, helpUrl }: VisitorPage, loadShell: () => Promise<ShellModule>): void {
  const host = document.createElement('div');
  // Named for the browser tests, which wait for the hand-over.
  host.dataset.loginFirstPaint = '';
  root.append(host);
  const island = createRoot(host);
  let emailLeft = false;
  let pending: ControlKey | null = null;
  let loading: Promise<void> | null = null;
  let shellHost: HTMLElement | null = null;
  let arrivalTimer: ReturnType<typeof setTimeout> | undefined;
  let formReady: AdoptEntries | null = null;
  let done = false;
  // The swap never lands between a pointer's down and its click, nor inside an input method's composition.
  let pointerDown = false;
  let composing = false;
  let deferred: (() => void) | null = null;
  const listening = new AbortController();
  const props: LoginIslandProps = {
    helpUrl,
    passkey: typeof window.PublicKeyCredential === 'function',
    socialProviders: [],
    unavailable: null,
    onEmailLeft: () => (emailLeft = true),
  };
  const render = (changes: Partial<LoginIslandProps>) => {
    Object.assign(props, changes);
    if (!done) island.render(<LoginIsland {...props} />);
  };

  render({});
  // The shell's social buttons take this answer (enabled-providers.ts): one request for both.
  void prefetchEnabledProviders(apiUrl).then((enabled) => {
    const shown: SocialProvider[] = SOCIAL_PROVIDERS.filter((provider) => enabled?.[provider]);
    if (shown.length > 0) render({ socialProviders: shown });
  });

  function takeOver(): void {
    if (loading || done) return;
    loading = withRetries(loadShell)
      .then(({ startShell }) => {
        const container = document.createElement('div');
        container.hidden = true;
        root.append(container);
        shellHost = container;
        awaitShell({
          loginFormReady: (adopt) => {
            formReady = adopt;
            whenComplete(container, () => later(() => swap(adopt)));
          },
          leftLogin: () => later(() => swap(null)),
        });
        // Whatever holds the swap back (a pointer never released), the person is not left on the first paint.
        arrivalTimer = setTimeout(() => swap(formReady), SHELL_ARRIVAL_TIMEOUT_MS);
        return startShell(container);
      })
      .catch((error: unknown) => {
        // The shell did not arrive: the island stays, and the next touch tries again; a click that
        // needed it says so, with a Retry that makes it again.
        console.error('the portal could not be loaded', error);
        clearTimeout(arrivalTimer);
        shellHost?.remove();
        shellHost = null;
        loading = null;
        if (pending) render({ unavailable: { onRetry: retry } });
      });
  }

  function retry(): void {
    render({ unavailable: null });
    takeOver();
  }

  /** Once the shell's page shows every control the first paint shows (or after a while), so a kept click or the focus finds its copy. */
  function whenComplete(container: HTMLElement, step: () => void): void {
    const complete = () => handedOverControls(host).every((key) => findControl(container, key) !== null);
    if (complete()) return step();
    const observer = new MutationObserver(() => {
      if (!complete()) return;
      stop();
      step();
    });
    const cap = setTimeout(() => {
      stop();
      step();
    }, SHELL_COMPLETE_TIMEOUT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(cap);
    };
    observer.observe(container, { childList: true, subtree: true, characterData: true });
  }

  /** After the current task (the shell calls from inside its commit), and after a pointer's click or a composition. */
  function later(step: () => void): void {
    setTimeout(() => {
      if (pointerDown || composing) deferred = step;
      else step();
    }, 0);
  }

  function resume(): void {
    const step = deferred;
    deferred = null;
    if (step) setTimeout(step, 0);
  }

  /** In one task, so no keystroke falls between: the entries go to the shell's form, the shell shows, focus follows. */
  function swap(adopt: AdoptEntries | null): void {
    if (done || !shellHost) return;
    done = true;
    clearTimeout(arrivalTimer);
    const email = host.querySelector<HTMLInputElement>('input[name="email"]')?.value ?? '';
    const active = document.activeElement;
    const focused = active && host.contains(active) ? keyOfControl(active) : null;
    try {
      if (adopt) flushSync(() => adopt({ email, emailTouched: emailLeft }));
    } catch (error) {
      // The shell's form keeps its own (empty) state; the person retypes rather than stays on the island.
      console.error('the sign-in form did not take the entries', error);
    }
    listening.abort();
    shellHost.hidden = false;
    island.unmount();
    host.remove();
    if (focused) findControl(shellHost, focused)?.focus();
    if (pending) findControl(shellHost, pending)?.click();
  }

  const on = { capture: true, signal: listening.signal };
  for (const type of TAKE_OVER_ON) host.addEventListener(type, takeOver, on);
  document.addEventListener('pointermove', takeOver, on);
  host.addEventListener('pointerdown', () => (pointerDown = true), on);
  window.addEventListener('pointerup', () => ((pointerDown = false), resume()), on);
  window.addEventListener('pointercancel', () => ((pointerDown = false), resume()), on);
  host.addEventListener('compositionstart', () => (composing = true), on);
  host.addEventListener('compositionend', () => ((composing = false), resume()), on);
  // A button or the forgot-password link acts once the shell is there: the click is kept and made again.
  host.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest(`[${SHELL_ACTS}]`) : null;
      if (!control) return;
      event.preventDefault();
      event.stopPropagation();
      pending = keyOfControl(control);
      takeOver();
    },
    on,
  );
}
