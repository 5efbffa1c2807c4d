import type { HandOffRedirect } from '../transport/hand-off-transport';

/** Posted to the page that frames the portal once the person is on the way (SPEC §4 step 3). */
export const COMPLETED_MESSAGE = { type: 'weather-sso:completed' } as const;

/**
 * Takes the person to the application with the token: a hidden form POST to the post callback URL,
 * or a plain navigation. The URL comes from the identity service, which checked it against the
 * application's registered addresses; the portal adds nothing to it.
 */
export function followRedirect(redirect: HandOffRedirect, win: Window = window): void {
  // The message carries no token, so any framing page may read it.
  if (win.parent !== win) win.parent.postMessage(COMPLETED_MESSAGE, '*');
  if (redirect.method === 'GET') {
    win.location.assign(redirect.url);
    return;
  }
  const document = win.document;
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = redirect.url;
  form.hidden = true;
  for (const [name, value] of Object.entries(redirect.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
