// The rooms of server/src/domain, from the foundation up (docs/architecture.md, "The rooms of
// the domain"): a room imports only rooms of a lower layer, never one of its own layer or
// above, so no two rooms lean on each other. eslint.config.mjs turns this list into the rule; a
// room that is in no layer fails server/test/domain-order.test.ts.
const DOMAIN_LAYERS = [
  ['users', 'mail', 'positions', 'leases', 'secrets', 'health', 'server-rendering'],
  ['accounts', 'notifications', 'sso'],
  ['passkeys', 'releases', 'tasks', 'universities', 'academic-reach'],
  ['visits'],
  ['logbook'],
  ['people', 'intakes'],
  ['applications', 'evaluations', 'directories'],
  ['letters', 'imports', 'interviews'],
  ['academic', 'reports', 'demo', 'personal-data'],
  ['backups'],
];

/** For each room, the relative imports of the rooms at its layer and above, which it may not use. */
function forbiddenRooms() {
  return DOMAIN_LAYERS.flatMap((layer, level) => {
    const above = DOMAIN_LAYERS.slice(level).flat();
    return layer.map((room) => ({ room, forbidden: above.filter((other) => other !== room) }));
  });
}

module.exports = { DOMAIN_LAYERS, forbiddenRooms };
