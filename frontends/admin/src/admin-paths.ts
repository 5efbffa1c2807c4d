/**
 * The admin remote's routes (SPEC §2), under its mount paths /applications and /impersonateUser, and
 * /users and /activity (user management and the audit viewer, issue 30).
 */
export const ADMIN_PATHS = {
  applications: '/applications',
  createApplication: '/applications/create',
  application: '/applications/:id',
  impersonateUser: '/impersonateUser',
  users: '/users',
  user: '/users/:id',
  activity: '/activity',
} as const;

/** The shell's launcher: where a person without the right goes, and where an impersonation starts. */
export const LAUNCHER_PATH = '/appLauncher';

export function applicationPath(id: number): string {
  return `${ADMIN_PATHS.applications}/${id}`;
}

export function userPath(id: number): string {
  return `${ADMIN_PATHS.users}/${id}`;
}
