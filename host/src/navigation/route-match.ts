import { matchRoutes } from 'react-router-dom';
import { ROUTES, type AppRoute } from './route-table';

// react-router's own ranking: static segments before parameters, exact paths before `/*`.
const ROUTE_OBJECTS = ROUTES.map((route) => ({ path: route.path, route }));

/** The route table's entry for a path (query and hash excluded), or undefined: nobody owns it. */
export function findRoute(pathname: string): AppRoute | undefined {
  return matchRoutes(ROUTE_OBJECTS, pathname)?.[0]?.route.route;
}
