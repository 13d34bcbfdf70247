// shared-api/my-sessions: the profile's My sessions calls and texts (issue 68), apart from the
// rest of shared-api, which every first visit loads. Not a shared module: the shared-ui part
// that shows them bundles it; its calls reach the one client through the package's own name.
export * from './errors/my-sessions-messages';
export * from './query/my-sessions-keys';
export * from './calls/my-sessions/get-my-sessions';
export * from './calls/my-sessions/sign-out-session';
export * from './calls/my-sessions/sign-out-other-sessions';
