module.exports = require('../jest.frontend.cjs')('supervisor-portal');
