import { pagePath, paths } from './paths';

/** The pages behind PublicOnly (shell-routes.tsx): each shows a spinner until the first session check answers. */
const PUBLIC_ONLY_PAGES: readonly string[] = [paths.login, paths.secondStep, paths.forgot, paths.register];

/** Whether the page at `pathname` waits for the first session check before it shows anything. */
export function waitsForSessionCheck(pathname: string): boolean {
  return PUBLIC_ONLY_PAGES.includes(pagePath(pathname));
}
