// The public portal's server build (webpack.server.cjs): the same route tree it exposes to the
// shell, drawn on the server by the shell's server build (docs/decisions.md, "Server rendering").
export { default as Routes } from './routes';
export { catalogue } from './catalogue';
