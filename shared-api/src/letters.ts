// shared-api/letters: the completion letter's calls for the intern's card and the public
// verifier (issue 86), apart from the rest of shared-api, which every first visit loads. Not a
// shared module: each portal that uses it bundles it; its calls reach the one client through
// the package's own name. The credential's plain types are shared-api/credentials.
export * from './calls/letters/get-my-letter';
export * from './calls/letters/download-my-letter';
export * from './calls/letters/download-my-credential';
export * from './calls/credentials/verify-credential';
