// Stands in for `@module-federation/enhanced/runtime` in the one-bundle build (see
// webpack.config.cjs): no remotes to register, and each portal's routes are a chunk of this build.
const PORTALS = {
  public_portal: () => import('../../../public-portal/src/routes'),
  intern_portal: () => import('../../../intern-portal/src/routes'),
  supervisor_portal: () => import('../../../supervisor-portal/src/routes'),
  admin_portal: () => import('../../../admin-portal/src/routes'),
  university_portal: () => import('../../../university-portal/src/routes'),
};

export function registerRemotes() {}

export function loadRemote(id) {
  const [name, exposed] = id.split('/');
  const load = PORTALS[name];
  if (!load || exposed !== 'routes') return Promise.reject(new Error(`${id} is not in the bundle`));
  return load();
}
