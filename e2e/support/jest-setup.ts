// Browser journeys start a server and click through pages; jest's 5 s default is too short,
// and a per-project `testTimeout` is ignored when the root config runs several projects.
// It catches a hang, not slowness: the longest journey took 41 s at a load of 7.
jest.setTimeout(180_000);
