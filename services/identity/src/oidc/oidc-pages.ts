import type { Configuration } from 'oidc-provider';

/**
 * The provider's own HTML pages (errors shown to a browser, the logout confirmation and the page after
 * a logout without a redirect). Unset ones are the provider's defaults.
 */
export interface OidcPages {
  renderError?: Configuration['renderError'];
  logoutSource?: NonNullable<NonNullable<Configuration['features']>['rpInitiatedLogout']>['logoutSource'];
  postLogoutSuccessSource?: NonNullable<NonNullable<Configuration['features']>['rpInitiatedLogout']>['postLogoutSuccessSource'];
}

export const OIDC_PAGES: OidcPages = {};
