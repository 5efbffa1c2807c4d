import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { oidcErrorMessage } from './pages/oidc-error-messages';
import { escapeHtml, oidcPage } from './pages/oidc-page-layout';

/**
 * The provider's own HTML pages (errors shown to a browser, the logout confirmation and the page after
 * a logout without a redirect). Unset ones are the provider's defaults.
 */
export interface OidcPages {
  renderError?: Configuration['renderError'];
  logoutSource?: NonNullable<NonNullable<Configuration['features']>['rpInitiatedLogout']>['logoutSource'];
  postLogoutSuccessSource?: NonNullable<NonNullable<Configuration['features']>['rpInitiatedLogout']>['postLogoutSuccessSource'];
}

/**
 * The pages in the portal's look, in English (docs/adr/0804), each with a way back to the portal at
 * its public address: the library's defaults show its own wording and styles and log a notice that
 * they must be replaced. Everything from the request or the catalogue is escaped.
 */
export function oidcPages(portalUrl: URL): OidcPages {
  const portalLink = `<a class="button primary" href="${escapeHtml(portalUrl.href)}">Go to your Weather account</a>`;
  return {
    async renderError(ctx, out) {
      const code = typeof out.error === 'string' ? out.error : 'server_error';
      // The protocol's description helps the application's developers (it is in the JSON errors the
      // application gets anyway); not for our own failures, whose description says nothing.
      const description = ctx.status < 500 && typeof out.error_description === 'string' ? out.error_description : null;
      ctx.type = 'html';
      ctx.body = oidcPage(
        'We could not sign you in',
        `<p>${escapeHtml(oidcErrorMessage(code))}</p>
<p class="code">Error code: ${escapeHtml(code)}${description ? `<br>For the application’s team: ${escapeHtml(description)}` : ''}</p>
<div class="actions">${portalLink}</div>`,
      );
    },

    // `form` is the provider's: an empty form posting to its confirmation endpoint with the xsrf input.
    async logoutSource(ctx, form) {
      const application = applicationName(ctx);
      ctx.type = 'html';
      ctx.body = oidcPage(
        application ? `Sign out of ${application}?` : 'Sign out?',
        `${form}
<p>Yes signs you out of ${application ? escapeHtml(application) : 'the applications'} and of your Weather account in this browser.</p>
<p>${application ? `No signs you out of ${escapeHtml(application)} only and keeps` : 'No keeps'} you signed in to your Weather account.</p>
<div class="actions">
<button autofocus type="submit" form="op.logoutForm" name="logout" value="yes" class="primary">Yes, sign me out</button>
<button type="submit" form="op.logoutForm">No, stay signed in</button>
</div>`,
      );
    },

    // The provider names the application (client_id) only after a "No": the portal session stays then.
    async postLogoutSuccessSource(ctx) {
      const application = applicationName(ctx);
      const message = application
        ? `You signed out of ${escapeHtml(application)}. You are still signed in to your Weather account.`
        : 'You signed out of your Weather account and its applications in this browser.';
      ctx.type = 'html';
      ctx.body = oidcPage('You are signed out', `<p>${message}</p>\n<div class="actions">${portalLink}</div>`);
    },
  };
}

/** The name of the application of the request, as the catalogue has it (its client id when unnamed); unescaped. */
function applicationName(ctx: KoaContextWithOIDC): string | undefined {
  const client = ctx.oidc.client;
  return client ? (client.clientName ?? client.clientId) : undefined;
}
