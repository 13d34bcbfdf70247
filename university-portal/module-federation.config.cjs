// This remote exposes one thing: its route tree, mounted by the shell.
module.exports = {
  name: 'university_portal',
  exposes: { './routes': './src/routes.tsx' },
};
