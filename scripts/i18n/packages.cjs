// The packages that keep catalogues (src/locales/<language>.json), in the order the check reads
// them: imported by the check, by the screen tests' setup and by the journeys, and by nothing
// heavier, so a screen test's setup loads no TypeScript or message parser to read it.
// The portals come from the one list of portals (portals.json).
module.exports = {
  CATALOGUE_PACKAGES: [
    'shared-api',
    'shared-ui',
    'shell',
    ...require('../../portals.json').map((portal) => portal.package),
    'server',
  ],
};
