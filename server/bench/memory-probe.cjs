// Loaded into the measured server by server/bench/memory.ts (NODE_OPTIONS=--require): on SIGWINCH
// (the server stops on SIGUSR2: close-with-grace)
// it prints the main thread's memory on one line, which the bench reads. Nothing else changes.
process.on('SIGWINCH', () => {
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
  process.stdout.write(
    `memory-probe ${JSON.stringify({ rss, heapTotal, heapUsed, external, arrayBuffers })}\n`,
  );
});
