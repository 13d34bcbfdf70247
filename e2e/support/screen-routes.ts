import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Portal {
  package: string;
  prefix: string;
}

/** A screen's route as its portal declares it: `/adminDashboard/interns/:id/edit`. */
export type Route = string;

const join = (prefix: string, sub: string) =>
  `${prefix.replace(/\/$/, '')}/${sub}`.replace(/\/$/, '') || '/';

/**
 * Every screen the product routes to, read from the declarations themselves: each portal's route
 * tree (its `<Route index>` and `<Route path="…">`, under its prefix from portals.json) and the
 * shell's own routes (/login, /unauthorized, /app). The catch-all `*` is the 404 page, `/*` a
 * portal's mount point: neither is a screen of its own here (the 404 is `NOT_FOUND`).
 */
export function declaredRoutes(): Route[] {
  const portals = JSON.parse(read('portals.json')) as Portal[];
  const routes = portals.flatMap((portal) => {
    const tree = read(path.join(portal.package, 'src', 'routes.tsx'));
    return [...tree.matchAll(/<Route\s+(index\b|path="([^"]+)")/g)]
      .map(([, , sub]) => sub ?? '')
      .filter((sub) => sub !== '*')
      .map((sub) => join(portal.prefix, sub));
  });
  const shell = [...read('shell/src/app/routes.tsx').matchAll(/path: '([^']+)'/g)]
    .map(([, route]) => route)
    .filter((route) => !route.includes('*'));
  return [...new Set([...routes, ...shell, NOT_FOUND])].sort();
}

/** The 404 page, drawn for any path no portal knows. */
export const NOT_FOUND = '(not found)';

const params = (route: Route) => (route.match(/:/g) ?? []).length;
const matcher = (route: Route) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}/?$`);

/** The route a pathname is drawn by: a fixed route before one with a parameter (`logbook/absence`). */
export function routeOf(pathname: string, routes: Route[]): Route | undefined {
  return [...routes]
    .sort((a, b) => params(a) - params(b))
    .find((route) => route !== NOT_FOUND && matcher(route).test(pathname));
}
