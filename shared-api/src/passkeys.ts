// shared-api/passkeys: passkeys' calls and texts (issue 68), for the profile's card and the login
// page's button, apart from the rest of shared-api, which every first visit loads.
export * from './errors/passkeys-messages';
export * from './query/passkeys-keys';
export * from './calls/passkeys/passkey-calls';
