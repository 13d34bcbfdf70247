// Writes build-info.json beside each build, for the release check
// (server/src/domain/releases/release-check.ts); no browser downloads it:
// - the versions of libraries the federation manifest does not name (shared-ui/router is
//   react-router under shared-ui's version);
// - a hash of shared-api's and shared-ui's sources: a portal runs on the shell's copy of them,
//   and they all carry the version 0.1.0, so only their sources tell whether the live shell
//   has what a portal was built against.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { sources } = require('webpack');

const LIBRARIES = ['react-router'];
const SHARED_PACKAGES = ['shared-api/src', 'shared-ui/src'];
const isSource = (file) =>
  /\.tsx?$/.test(file) && !/\.test\.tsx?$|(^|[\\/])test-utils[\\/]/.test(file);

function sharedSourcesHash() {
  const hash = crypto.createHash('sha256');
  for (const dir of SHARED_PACKAGES) {
    const full = path.join(__dirname, dir);
    const files = fs.readdirSync(full, { recursive: true }).filter(isSource).sort();
    for (const file of files) {
      hash.update(`${dir}/${file.split(path.sep).join('/')}\0`);
      hash.update(fs.readFileSync(path.join(full, file)));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

class BuildInfoPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const versions = Object.fromEntries(
            LIBRARIES.map((name) => [name, require(`${name}/package.json`).version]),
          );
          const info = { versions, sharedSources: sharedSourcesHash() };
          compilation.emitAsset(
            'build-info.json',
            new sources.RawSource(JSON.stringify(info, null, 2)),
          );
        },
      );
    });
  }
}

module.exports = { BuildInfoPlugin };
