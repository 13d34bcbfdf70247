// shared-api/visits: workplace visits and countersignatures (issue 70) as the intern and the
// workplace supervisor see them, apart from the rest of shared-api, which every first visit
// loads. Not a shared module: the portals that show them bundle it.
export * from './types/visits';
export * from './query/visit-keys';
export * from './calls/visits/visits-calls';
export * from './visits-format';
export * from './errors/visit-messages';
