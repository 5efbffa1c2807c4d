import { paths } from './paths';

/** The pages behind PublicOnly (shell-routes.tsx): each shows a spinner until the first session check answers. */
const PUBLIC_ONLY_PAGES: readonly string[] = [paths.login, paths.secondStep, paths.forgot, paths.register];

/** Whether the page at `pathname` waits for the first session check before it shows anything. */
export function waitsForSessionCheck(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_ONLY_PAGES.includes(path);
}
