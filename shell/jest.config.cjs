module.exports = require('../jest.frontend.cjs')('shell');
