// Browser journeys start a server and click through pages; jest's 5 s default is too short,
// and a per-project `testTimeout` is ignored when the root config runs several projects.
jest.setTimeout(60_000);
