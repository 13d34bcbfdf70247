module.exports = require('../jest.frontend.cjs')('intern-portal');
