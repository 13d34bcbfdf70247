// shared-ui/server-rendering: for the shell's server build only (never in a browser's files).
export { withServerRenderedPages } from '../feedback/server-rendered-pages';
