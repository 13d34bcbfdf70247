// Preloaded into a server process a test starts (server-process.ts): it ends when the test's
// process is gone, even when that process was killed and had no chance to stop it. (Node keeps
// process.ppid as it was at the start, so the parent is asked whether it still runs.)
const parent = process.ppid;
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    process.exit(1);
  }
}, 1000).unref();
