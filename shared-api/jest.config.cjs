module.exports = require('../jest.frontend.cjs')('shared-api');
