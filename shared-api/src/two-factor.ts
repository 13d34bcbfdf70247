// shared-api/two-factor: two-factor authentication's calls, forms and texts (issue 68), for the
// profile's card, the login page's second step and the administrator's reset, apart from the
// rest of shared-api, which every first visit loads.
export * from './errors/two-factor-messages';
export * from './query/two-factor-keys';
export * from './calls/two-factor/two-factor-calls';
export * from './calls/two-factor/two-factor-forms';

/** The recovery codes as a text file to keep: one a line. */
export const recoveryCodesText = (codes: string[]) => `${codes.join('\n')}\n`;
