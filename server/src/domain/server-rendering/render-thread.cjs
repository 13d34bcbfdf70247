// The worker thread that draws server-rendered pages (render-worker.ts). Plain CommonJS, so it
// runs the same under tsx, jest and node. It loads a shell release's and the public portal's
// server builds and answers one page at a time: the builds note the lazy pages they draw on a
// global of the render. It runs with NODE_ENV=production, as the browser builds were made, so
// MUI's class names are the same on both sides.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const vm = require('node:vm');
const { parentPort, workerData } = require('node:worker_threads');

// The builds require React, MUI and emotion from the server's node_modules. One worker serves
// one pair of releases (workerData: the builds' files), loaded on the first render.
const requireLibrary = Module.createRequire(__filename);
// The builds, or why they could not load: a build that cannot load (a library missing from the
// package) fails every render alike, so it is loaded once, not again on each visit (megabytes
// of code run for nothing, and a stop waits).
let loaded = null;

function loadBuild(file) {
  const module = { exports: {} };
  const code = Module.wrap(fs.readFileSync(file, 'utf8'));
  vm.runInThisContext(code, { filename: file })(
    module.exports,
    requireLibrary,
    module,
    file,
    path.dirname(file),
  );
  return module.exports;
}

function loadBuilds({ shell, portals }) {
  try {
    const routes = {};
    for (const [name, file] of Object.entries(portals)) routes[name] = loadBuild(file);
    return { renderPage: loadBuild(shell).renderPage, routes };
  } catch (error) {
    return { error };
  }
}

parentPort.on('message', async ({ id, url, queries, language }) => {
  try {
    loaded ??= loadBuilds(workerData);
    if (loaded.error) throw loaded.error;
    parentPort.postMessage({
      id,
      page: await loaded.renderPage(url, loaded.routes, queries, language),
    });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.stack : String(error) });
  }
});
