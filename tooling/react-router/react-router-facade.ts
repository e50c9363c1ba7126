// The module every app gets for `import … from 'react-router-dom'`: the declarative-router part of
// React Router 7 that the product uses, so the shared singleton is tree-shaken to it instead of
// carrying the data/framework APIs (docs/decisions/0010-front-end-weight.md). An app needing
// another export adds it here (a build fails on a missing export), then the host is redeployed.
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  HashRouter,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  resolvePath,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type * from 'react-router';
