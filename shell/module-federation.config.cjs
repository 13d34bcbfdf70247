// The host: it knows no remote at build time. Their locations come from /remotes.json at run
// time (see src/features/remotes), so a portal can be redeployed without rebuilding the shell.
module.exports = {
  name: 'shell',
  remotes: {},
  // The portals' remoteEntry.js run on this federation runtime core (see the plugin).
  runtimePlugins: [require.resolve('./src/features/remotes/provide-runtime-core.ts')],
};
