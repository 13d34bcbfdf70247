// shared-ui/skip-link: one part of the package, shared on its own (see webpack.base.cjs); apart
// from the rest, as every page draws it, public ones included.
export { MAIN_CONTENT_ID, SkipLink } from '../layout/skip-link';
export { focusPageStart, pageHeading } from '../layout/page-focus';
