import type { ApiClient } from '@weather/api-client';
import type { UserManagementTransport } from './user-management-transport';

/** The UserManagement calls over the identity API client (placeholder). */
export function createApiUserManagementTransport(_client: ApiClient): UserManagementTransport {
  return {};
}
