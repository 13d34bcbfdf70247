import { withPageTexts } from './login-texts';

// The login page's one loader: index.ts starts it early on /login and the router draws what it
// loaded. Two import() calls of the module made two identical chunks, both downloaded. Its texts
// come with it (login-texts.ts).
export const loadLoginPage = () =>
  withPageTexts(import(/* webpackChunkName: "login-page" */ './components/login-page'));
