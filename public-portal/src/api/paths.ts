// The public pages' paths in one place (the spec fixes them); '/login' is the shell's page.
export const publicPaths = {
  landing: '/',
  applicationStatus: '/applicationStatus',
  requestResetPassword: '/requestResetPassword',
  login: '/login',
  signUp: '/signUp',
  privacy: '/privacy',
  accessibility: '/accessibility',
  /** Checks a letter's credential, dropped or pasted (issue 86); a form posts to it too. */
  verifyCredential: '/verify',
  book: (token: string) => `/book/${encodeURIComponent(token)}`,
  personalData: (token: string) => `/personalData/${encodeURIComponent(token)}`,
};
