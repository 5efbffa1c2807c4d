/**
 * `@weather/ui/router`: the portal's routing API, and the only module that imports react-router.
 *
 * Shared by the shell and every remote as one singleton (docs/adr/0300-shared-set-and-weight.md):
 * the router's contexts must be one instance across the federation, and sharing react-router-dom
 * itself would ship the whole package (about 60 KB gzip) to the sign-in page. Sharing this module
 * ships only what it re-exports. Need another export? Add it here and rebuild the shell before
 * deploying a remote that uses it.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction, NavigateOptions, Params, RouteObject, To } from 'react-router-dom';
