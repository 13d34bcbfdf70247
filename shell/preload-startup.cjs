// Writes <link rel="preload"> tags into the shell's index.html for the files its start needs:
// the bootstrap chunk and the shared modules it consumes (React, MUI, the router...). Without
// them the browser finds those files only after main.js has run, one round trip later.
const HtmlWebpackPlugin = require('html-webpack-plugin');

function startupFiles(compilation, groupName) {
  const { chunkGraph } = compilation;
  const start = compilation.namedChunkGroups.get(groupName);
  if (!start) return [];
  // The runtime takes a shared module from the shell's provider, whose chunks are not always the
  // consumer's fallback chunks (equal content, other ids).
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') providers.set(module._name, module);
  }
  const files = new Set();
  const seenGroups = new Set();
  const queue = [start];
  while (queue.length) {
    const group = queue.shift();
    if (seenGroups.has(group)) continue;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      // A consumed shared module loads its provider's chunks before the chunk runs.
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const provider = providers.get(module.options.shareKey) ?? module;
        for (const block of provider.blocks) {
          const blockGroup = chunkGraph.getBlockChunkGroup(block);
          if (blockGroup) queue.push(blockGroup);
        }
      }
    }
  }
  return [...files];
}

class PreloadStartupPlugin {
  constructor(groupName) {
    this.groupName = groupName;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadStartupPlugin',
        (data) => {
          // The page's own base (html-webpack-plugin's publicPath), as for its scripts.
          const { publicPath } = data;
          const links = startupFiles(compilation, this.groupName).map((file) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'PreloadStartupPlugin' },
            attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
          }));
          data.headTags.push(...links);
          return data;
        },
      );
    });
  }
}

module.exports = { PreloadStartupPlugin, startupFiles };
