// This remote's name and what it exposes (its route tree, mounted by the shell): portals.json.
module.exports = require('../webpack.base.cjs').portalFederation(__dirname);
