import type { ApiClient, UpdateProfileRequest } from '@weather/api-client';
import { type ApiResult, type Language, type PortalUser, toApiResult } from '@weather/ui';

/** The one call of the language switch: the signed-in person's choice saved as their `locale`. */
export interface LanguageTransport {
  saveLanguage(user: PortalUser, language: Language): Promise<ApiResult<PortalUser>>;
}

/**
 * PUT /v1/users/me with the names (required by the route) as the session knows them and the
 * language; the other fields are left out, which keeps them (docs/adr/0803).
 */
export function createApiLanguageTransport(client: ApiClient): LanguageTransport {
  return {
    saveLanguage: (user, language) => {
      const body: UpdateProfileRequest & { locale: Language } = { first_name: user.first_name, last_name: user.last_name, locale: language };
      return toApiResult(() => client.PUT('/v1/users/me', { body }));
    },
  };
}
