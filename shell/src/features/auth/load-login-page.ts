// The login page's one loader: index.ts starts it early on /login and the router draws what it
// loaded. Two import() calls of the module made two identical chunks, both downloaded.
export const loadLoginPage = () =>
  import(/* webpackChunkName: "login-page" */ './components/login-page');
