import type { AppSession } from './app-sessions';

export function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;margin:3rem auto;max-width:40rem;padding:0 1rem;color:#1b1b1b}',
    'header{display:flex;gap:1rem;align-items:center}dt{font-weight:600}</style>',
    '</head><body>',
    `<header><img src="/logo.svg" alt="" width="48" height="48"><h1>${escapeHtml(title)}</h1></header>`,
    `<main>${body}</main>`,
    '</body></html>',
  ].join('');
}

/**
 * "Signed in as <email>" with the path the person landed on and the seq of the hand-off; signed in
 * through OpenID Connect, the ID token's claims and a sign-out button (RP-initiated logout) as well.
 */
export function signedInPage(appName: string, session: AppSession, path: string, signOutPath: string | null = null): string {
  return page(
    appName,
    [
      `<p>Signed in as <strong>${escapeHtml(session.email)}</strong></p>`,
      '<dl>',
      `<dt>Name</dt><dd>${escapeHtml(session.name)}</dd>`,
      `<dt>Path</dt><dd data-testid="path">${escapeHtml(path)}</dd>`,
      session.oidc ? '' : `<dt>Seq</dt><dd data-testid="seq">${escapeHtml(session.seq ?? '(none)')}</dd>`,
      '</dl>',
      session.oidc ? claimsList('ID token claims', 'claim', session.oidc.claims) : '',
      session.oidc ? claimsList('UserInfo claims', 'userinfo', session.oidc.userinfo) : '',
      signOutPath ? `<form method="post" action="${escapeHtml(signOutPath)}"><button type="submit">Sign out</button></form>` : '',
    ].join(''),
  );
}

/** Claims one row each (data-testid `<prefix>-<name>`), so a person (and a test) sees what the provider said. */
function claimsList(title: string, prefix: string, claims: Record<string, unknown>): string {
  const rows = Object.entries(claims).map(
    ([name, value]) => `<dt>${escapeHtml(name)}</dt><dd data-testid="${prefix}-${escapeHtml(name)}">${escapeHtml(typeof value === 'string' ? value : JSON.stringify(value))}</dd>`,
  );
  return `<h2>${escapeHtml(title)}</h2><dl aria-label="${escapeHtml(title)}">${rows.join('')}</dl>`;
}

/** Nobody signed in: the way in is the portal's /login with this application's client id. */
export function signedOutPage(appName: string, signInUrl: string | null): string {
  const link = signInUrl ? `<p><a href="${escapeHtml(signInUrl)}">Sign in with your weather account</a></p>` : '';
  return page(appName, `<p>You are not signed in.</p>${link}`);
}

/** A sign-in callback this browser did not start (no pending sign-in of its own): nothing is redeemed. */
export function signInNotStartedHerePage(appName: string, signInPath: string): string {
  return page(
    appName,
    `<p role="alert">Sign-in refused: this sign-in was not started in this browser, or it was finished already.</p><p><a href="${escapeHtml(signInPath)}">Sign in with your weather account</a></p>`,
  );
}

export function signInFailedPage(appName: string, reason: string): string {
  return page(appName, `<p role="alert">Sign-in failed: ${escapeHtml(reason)}</p>`);
}

/**
 * A token that was not asked for in this browser (its state is not this browser's, or it came with
 * none): nobody is signed in, and the way on is this application's own sign-in.
 */
export function handoffRefusedPage(appName: string, signInPath: string | null): string {
  const link = signInPath ? `<p><a href="${escapeHtml(signInPath)}">Sign in with your weather account</a></p>` : '';
  return page(
    appName,
    [
      '<p role="alert">Sign-in refused: this sign-in was not started in this browser, so you have not been signed in.</p>',
      '<p>If someone sent you this link, they may have tried to sign you in to their own account.</p>',
      link,
    ].join(''),
  );
}
