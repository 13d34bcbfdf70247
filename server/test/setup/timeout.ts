// Some suites restart SMTP servers or hash many passwords; jest's 5 s default is too short on
// a busy machine, and a per-project `testTimeout` is ignored when the root runs several projects.
jest.setTimeout(60_000);
