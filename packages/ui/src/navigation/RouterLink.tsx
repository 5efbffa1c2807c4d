import { Link } from '@fluentui/react-link';
import { makeStyles, mergeClasses } from '@griffel/react';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from '@weather/ui/router';
import { visibleFocusRing } from './focus-ring';

// Fluent's link marks keyboard focus with a double underline only: a ring shows it on every link
// (WCAG 2.4.7, issue 31's keyboard walk).
const useStyles = makeStyles({ link: visibleFocusRing });

export interface RouterLinkProps {
  /** A path of the portal, e.g. `/profile?tab=change_password`. */
  to: string;
  replace?: boolean;
  children: ReactNode;
  className?: string;
  inline?: boolean;
  appearance?: 'default' | 'subtle';
  /** For a link whose content is an icon. */
  'aria-label'?: string;
  title?: string;
}

/**
 * A Fluent link that navigates inside the single-page app, and still behaves as a real link for
 * a middle click, a modifier key or a screen reader (it keeps its href).
 */
export function RouterLink({ to, replace, className, ...props }: RouterLinkProps) {
  const styles = useStyles();
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  return <Link {...props} className={mergeClasses(styles.link, className)} as="a" href={href} onClick={handleClick} />;
}
