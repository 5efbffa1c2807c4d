/**
 * Gives the page back after a modal dialog, whatever closed it (issue 31 #2).
 *
 * A modal dialog hides the rest of the page from assistive technology (`aria-hidden`, or `inert`,
 * on body's other children) and takes the focus. Fluent's Dialog undoes that at the end of its exit
 * animation, which never runs when the dialog is unmounted while open, e.g. when a sign-in code
 * dialog's success navigates to the launcher: the launcher then stays hidden from a screen reader.
 * This runs after the dialog closed or went away, once no modal dialog is left in the document.
 */

/** How long a closed dialog waits for its exit animation and for the next page (a lazy route). */
const GIVE_BACK_WITHIN_MS = 3000;
const CHECK_EVERY_MS = 50;

const openModalSelector = '[aria-modal="true"]:not([aria-hidden="true"])';

function modalOpen(document: Document): boolean {
  return document.querySelector(openModalSelector) !== null;
}

/**
 * Body's children are the app's root and the portals of its popups and toasts; none of them is
 * hidden on purpose once no modal dialog is open. Tabster's focus sentinels stay as they are.
 */
function unhideBodyChildren(document: Document): void {
  for (const child of Array.from(document.body.children)) {
    if (child.hasAttribute('data-tabster-dummy') || child.tagName === 'SCRIPT' || child.tagName === 'STYLE') continue;
    if (child.getAttribute('aria-hidden') === 'true') child.removeAttribute('aria-hidden');
    if (child.hasAttribute('inert')) child.removeAttribute('inert');
  }
}

function isVisible(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && element.closest('[aria-hidden="true"],[inert]') === null;
}

/** The page's own place to start from: its heading, else its main region, focusable by script only. */
function pageLandmark(document: Document): HTMLElement | null {
  for (const selector of ['main h1', 'h1', 'main']) {
    const element = document.querySelector<HTMLElement>(selector);
    if (element && isVisible(element)) {
      if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.tabIndex = -1;
      return element;
    }
  }
  return null;
}

function focusLost(document: Document): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === document.documentElement || !active.isConnected;
}

/**
 * Waits for the last modal dialog to be gone, then shows the page again and, when the focus was
 * left nowhere, puts it on the element that opened the dialog or, when that is gone with its page,
 * on the new page's heading.
 */
export function givePageBack(opener: HTMLElement | null, document: Document = window.document): () => void {
  const view = document.defaultView ?? window;
  const deadline = Date.now() + GIVE_BACK_WITHIN_MS;
  let timer: number | undefined;

  const attempt = () => {
    timer = undefined;
    if (modalOpen(document)) {
      // Another dialog took over (or this one is still animating out): that one gives the page back.
      if (Date.now() < deadline) timer = view.setTimeout(attempt, CHECK_EVERY_MS);
      return;
    }
    unhideBodyChildren(document);
    if (!focusLost(document)) return;
    const target = opener && opener.isConnected && isVisible(opener) ? opener : pageLandmark(document);
    if (target) {
      target.focus();
      return;
    }
    // The next page is still on its way (a lazy route): look again.
    if (Date.now() < deadline) timer = view.setTimeout(attempt, CHECK_EVERY_MS);
  };
  timer = view.setTimeout(attempt, 0);
  return () => {
    if (timer !== undefined) view.clearTimeout(timer);
  };
}
