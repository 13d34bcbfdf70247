// shared-ui/layout: one part of the package, shared on its own (see webpack.base.cjs).
export { AppFrame, type AppFrameProps } from '../layout/app-frame';
export type { NavItem } from '../layout/nav-item';
export { useLogout } from '../layout/use-logout';
export { PageTitle } from '../layout/page-title';
export { LoadRefusal, type LoadRefusalProps } from '../layout/load-refusal';
export { focusIsNowhere } from '../focus/focus-not-lost';
