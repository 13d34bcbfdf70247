// shared-ui/router: the routing the shell and the portals use, and nothing more. Shared whole,
// react-router is 60 KiB gzip on every page; re-exported from here (one shared module, so still
// one router at run time) it keeps only these names: about 30 KiB. Lint forbids importing
// react-router or react-router-dom anywhere else in the product's code.
export { RouterProvider } from 'react-router/dom';
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createBrowserRouter,
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
  type RouteObject,
} from 'react-router';
