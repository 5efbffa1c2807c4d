/** The admin remote's routes (SPEC §2), under its two mount paths /applications and /impersonateUser. */
export const ADMIN_PATHS = {
  applications: '/applications',
  createApplication: '/applications/create',
  application: '/applications/:id',
  impersonateUser: '/impersonateUser',
} as const;

/** The shell's launcher: where a person without the right goes, and where an impersonation starts. */
export const LAUNCHER_PATH = '/appLauncher';

export function applicationPath(id: number): string {
  return `${ADMIN_PATHS.applications}/${id}`;
}
