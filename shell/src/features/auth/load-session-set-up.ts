import { withPageTexts } from './login-texts';

// The set-up a held-back session is shown (components/two-factor/session-set-up.tsx): loaded
// only when a call says so, with its texts, as the login page is.
export const loadSessionSetUp = () =>
  withPageTexts(
    import(/* webpackChunkName: "session-set-up" */ './components/two-factor/session-set-up'),
  );
