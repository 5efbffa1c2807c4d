import type { i18n as I18n } from 'i18next';
import type { RouteObject } from '@weather/ui/router';
import type { PortalUser } from './portal-user';

/** The shell's session as a remote sees it. `user` is MobX-observable in the shell. */
export interface PortalSession {
  readonly user: PortalUser | null;
  /** A remote saved a new version of the user (e.g. its profile): the top bar follows at once. */
  setUser(user: PortalUser): void;
  /** A call answered 401: the session is over and the shell signs the person out. */
  handleUnauthorized(): void;
  /** A call answered 403 PASSWORD_CHANGE_REQUIRED: the shell opens /password/update (docs/adr/0236). */
  handlePasswordChangeRequired?(): void;
}

/**
 * What the shell hands a remote when the remote's routes load (docs/adr/0301). A remote needs
 * nothing else from the shell: no shared React context of our own crosses the boundary.
 */
export interface PortalHost {
  /** The identity API's address, from the portal's /config.json. */
  readonly apiUrl: string;
  /** The shell's i18n instance; the remote adds its own namespace to it. */
  readonly i18n: I18n;
  readonly session: PortalSession;
}

/**
 * The module every remote exposes as `./routes`: route objects with absolute paths that start
 * with one of the mount paths its /remotes.json entry lists (e.g. `/profile`).
 */
export interface RemoteRoutesModule {
  createRoutes(host: PortalHost): RouteObject[];
}
