import { Link } from '@fluentui/react-link';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLocation, useNavigate } from '@weather/ui/router';
import { useStores } from '../stores/stores-context';
import { paths } from './paths';

export interface LauncherLinkProps {
  /** The address the link shows (and a new tab opens): the top bar's logo goes to / (SPEC §2). */
  to?: typeof paths.root | typeof paths.appLauncher;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}

/** The history state of a navigation a LauncherLink made. */
interface LauncherOpeningState {
  launcherOpening: number;
}

/** The opening a LauncherLink's click started for this history entry, if any. */
export function launcherOpeningOf(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('launcherOpening' in state)) return null;
  const { launcherOpening } = state as LauncherOpeningState;
  return typeof launcherOpening === 'number' ? launcherOpening : null;
}

/** A click the single-page app handles itself: a new tab or window opens the address on its own. */
function opensHere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A link that opens the launcher from inside the portal. Its click starts the launcher's list and
 * checks before navigating, so the requests do not wait for React to unmount the previous page and
 * render the launcher (docs/adr/0411, bench scenario 5); the navigation carries the opening, and the
 * page does not load it a second time. It goes to /appLauncher directly, where / would redirect.
 */
export function LauncherLink({ to = paths.appLauncher, ...props }: LauncherLinkProps) {
  const { launcherStore, sessionStore } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const href = useHref(to);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!opensHere(event)) return;
    event.preventDefault();
    // Signed out, the launcher's route sends the person to /login: nothing to ask the service yet.
    const opening = sessionStore.user ? launcherStore.open(sessionStore.user.uuid) : null;
    const state: LauncherOpeningState | undefined = opening === null ? undefined : { launcherOpening: opening };
    // As react-router's links do: a link to the page shown replaces its history entry.
    const replace = `${location.pathname}${location.search}${location.hash}` === paths.appLauncher;
    void navigate(paths.appLauncher, { replace, state });
  };

  return <Link {...props} as="a" href={href} onClick={handleClick} />;
}
