import type { UserManagementTransport } from '../transport/user-management-transport';

/** An in-memory UserManagement service for component tests (placeholder). */
export class FakeUserManagementTransport implements UserManagementTransport {}
