import type { ApiClient } from '@weather/api-client';
import { createApiActivityTransport, toApiResult } from '@weather/ui';
import type { EnterpriseTransport } from './enterprise-transport';

/** The enterprise remote's calls over the identity API client. */
export function createApiEnterpriseTransport(client: ApiClient): EnterpriseTransport {
  const enterprise = (id: number) => ({ params: { path: { id } } });
  return {
    createEnterprise: (name) => toApiResult(() => client.POST('/v1/enterprises', { body: { name } })),
    getEnterprise: (id) => toApiResult(() => client.GET('/v1/enterprises/{id}', enterprise(id))),
    renameEnterprise: (id, name) => toApiResult(() => client.PUT('/v1/enterprises/{id}', { ...enterprise(id), body: { name } })),
    addDomain: (id, name) => toApiResult(() => client.POST('/v1/enterprises/{id}/domains', { ...enterprise(id), body: { name } })),
    claimUsers: (id, domainId) =>
      toApiResult(() => client.GET('/v1/enterprises/{id}/domains/{domainId}/users/claim', { params: { path: { id, domainId } } })),
    listUsers: (id) => toApiResult(() => client.GET('/v1/enterprises/{id}/users', enterprise(id))),
    updateUser: (id, userId, action) =>
      toApiResult(() => client.PUT('/v1/enterprises/{id}/users/{userId}', { params: { path: { id, userId } }, body: action })),
    setSecondFactorPolicy: (id, required) =>
      toApiResult(() => client.PUT('/v1/enterprises/{id}/second-factor-policy', { ...enterprise(id), body: { require_second_factor: required } })),
    resetSecondFactors: (id, userId) => toApiResult(() => client.DELETE('/v1/enterprises/{id}/users/{userId}/second-factors', { params: { path: { id, userId } } })),
    fetchIdpMetadata: (url) => toApiResult(() => client.GET('/auth/saml/remote/metadata', { params: { query: { url } } })),
    saveSamlProvider: (id, domainId, provider) =>
      toApiResult(() => client.POST('/v1/enterprises/{id}/domains/{domainId}/saml', { params: { path: { id, domainId } }, body: provider })),
    forceSaml: (id, domainId, enabled) =>
      toApiResult(() =>
        client.GET('/v1/enterprises/{id}/domains/{domainId}/users/forceSaml', { params: { path: { id, domainId }, query: enabled ? {} : { enabled: 'false' } } }),
      ),
    getCurrentUser: () => toApiResult(() => client.GET('/v1/users/me')),
    activity: createApiActivityTransport(client),
  };
}
