// shared-api/intakes: the intakes' calls, form and texts (issue 49), apart from the rest of
// shared-api, which every first visit loads. Not a shared module: the admin portal bundles
// it; its calls reach the one client through the package's own name.
export * from './errors/intake-messages';
export * from './calls/intakes/get-intakes';
export * from './calls/intakes/get-intake';
export * from './calls/intakes/create-intake';
export * from './calls/intakes/update-intake';
