// shared-api/offline-changes: the intern's changes kept on the phone (IndexedDB) until the server
// answers them (issue 71). Only the intern portal loads it.
export * from './offline/queued-change';
export * from './offline/kept-changes';
