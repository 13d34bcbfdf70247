module.exports = require('../jest.frontend.cjs')('university-portal');
