import type { KoaContextWithOIDC } from 'oidc-provider';
import { oidcPages } from './oidc-pages';

const PORTAL = new URL('https://portal.weather.example/');
const FORM = '<form id="op.logoutForm" method="post" action="/oidc/session/end/confirm"><input type="hidden" name="xsrf" value="x1"/></form>';

/** The part of the provider's request context the pages use. */
function context(client?: { clientId: string; clientName?: string }, status = 400): KoaContextWithOIDC & { body: string } {
  return { oidc: { client }, status, type: '', body: '' } as unknown as KoaContextWithOIDC & { body: string };
}

describe(oidcPages.name, () => {
  const pages = oidcPages(PORTAL);

  it('shows an error in plain words with its code and the way back to the portal, as HTML without script', async () => {
    const ctx = context();
    await pages.renderError?.(ctx, { error: 'invalid_redirect_uri', error_description: "redirect_uri did not match any of the client's registered redirect_uris" }, new Error());

    expect(ctx.type).toBe('html');
    expect(ctx.body).toContain('<title>We could not sign you in</title>');
    expect(ctx.body).toContain('asked to return to an address it has not registered');
    expect(ctx.body).toContain('Error code: invalid_redirect_uri');
    expect(ctx.body).toContain('href="https://portal.weather.example/"');
    expect(ctx.body).toContain('For the application’s team: redirect_uri did not match any of the client&#39;s registered redirect_uris');
    expect(ctx.body).not.toMatch(/<script|oidc-provider/i);
  });

  it("leaves out the description of the service's own failure", async () => {
    const ctx = context(undefined, 500);
    await pages.renderError?.(ctx, { error: 'server_error', error_description: 'oops! something went wrong' }, new Error());

    expect(ctx.body).toContain('Something went wrong on our side.');
    expect(ctx.body).not.toMatch(/oops|For the application/);
  });

  it('explains an unknown code with the general message, and escapes the code', async () => {
    const ctx = context();
    await pages.renderError?.(ctx, { error: '<img src=x onerror=alert(1)>' }, new Error());

    expect(ctx.body).toContain('Something went wrong with this sign-in.');
    expect(ctx.body).toContain('Error code: &#60;img src=x onerror=alert(1)&#62;');
    expect(ctx.body).not.toContain('<img');
  });

  it('does not take an inherited property for a message', async () => {
    const ctx = context();
    await pages.renderError?.(ctx, { error: 'constructor' }, new Error());

    expect(ctx.body).toContain('Something went wrong with this sign-in.');
  });

  it("asks to sign out of the application by its name, with the provider's form and Yes and No buttons on it", async () => {
    const ctx = context({ clientId: 'forecast', clientName: 'Forecast <Beta>' });
    await pages.logoutSource?.(ctx, FORM);

    expect(ctx.body).toContain('<title>Sign out of Forecast &#60;Beta&#62;?</title>');
    expect(ctx.body).toContain(FORM);
    expect(ctx.body).toMatch(/<button[^>]*form="op.logoutForm" name="logout" value="yes"[^>]*>Yes, sign me out<\/button>/);
    expect(ctx.body).toMatch(/<button type="submit" form="op.logoutForm">No, stay signed in<\/button>/);
    expect(ctx.body).not.toMatch(/<script|oidc-provider/i);
  });

  it('asks to sign out without an application when the request names none', async () => {
    const ctx = context();
    await pages.logoutSource?.(ctx, FORM);

    expect(ctx.body).toContain('<title>Sign out?</title>');
    expect(ctx.body).toContain('No keeps you signed in to your Weather account.');
  });

  it('says after a full logout that the account is signed out, and after a No that it is not', async () => {
    const full = context();
    await pages.postLogoutSuccessSource?.(full);
    const applicationOnly = context({ clientId: 'forecast' });
    await pages.postLogoutSuccessSource?.(applicationOnly);

    expect(full.body).toContain('You signed out of your Weather account and its applications in this browser.');
    expect(applicationOnly.body).toContain('You signed out of forecast. You are still signed in to your Weather account.');
    expect(full.body).toContain('href="https://portal.weather.example/"');
  });
});
