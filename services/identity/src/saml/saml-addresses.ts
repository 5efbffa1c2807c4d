/** The service provider's own addresses for one domain: each domain is a service provider of its own. */
export interface SamlAddresses {
  /** The entity id, which is also where the metadata document is served. */
  entityId: string;
  /** The assertion consumer service (HTTP-POST). */
  acs: string;
  login: string;
  /** The single logout service (HTTP-Redirect): the provider's LogoutResponse and LogoutRequest. */
  slo: string;
}

export function samlAddresses(publicApiUrl: URL, domainId: number): SamlAddresses {
  const at = (path: string) => new URL(`auth/saml/${domainId}/${path}`, publicApiUrl.href.endsWith('/') ? publicApiUrl : `${publicApiUrl.href}/`).href;
  return { entityId: at('metadata'), acs: at('acs'), login: at('login'), slo: at('slo') };
}
