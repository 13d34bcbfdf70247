module.exports = require('../jest.frontend.cjs')('public-portal');
