// shared-api/passkey-steps: a passkey as the second step of a sign-in, or as the set-up the
// staff policy asks (issue 68); only the login page's second step, loaded when due, imports it.
export * from './calls/passkeys/passkey-step-calls';
