module.exports = require('../jest.frontend.cjs')('admin-portal');
