import type { User } from '@weather/api-client';

/** The signed-in user as GET /v1/users/me answers it (the API client's generated type). */
export type PortalUser = User;
