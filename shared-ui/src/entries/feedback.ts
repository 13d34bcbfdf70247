// shared-ui/feedback: one part of the package, shared on its own (see webpack.base.cjs).
export { InlineLoading } from '../feedback/inline-loading';
export { LoadingScreen } from '../feedback/loading-screen';
export { ConfirmDialog, type ConfirmDialogProps } from '../feedback/confirm-dialog';
export { NotificationHost, TOAST_DURATION_MS } from '../feedback/notification-host';
export {
  askConfirmation,
  answerConfirmation,
  dismissError,
  dismissToast,
  showError,
  showFailure,
  showSuccess,
  showToast,
  useNotificationStore,
} from '../feedback/notification-store';
export type { ConfirmOptions, ErrorNotice, Toast } from '../feedback/notification-store';
export { useQueryFailure } from '../feedback/use-query-failure';
export { lazyPage } from '../feedback/lazy-page';
export { NewVersionNotice } from '../feedback/new-version-notice';
export { isPageLoadError, loadWithRetry, PageLoadError } from '../feedback/page-load-error';
export { preloadLazyPages } from '../feedback/lazy-page-registry';
export { announce, LiveRegion } from '../feedback/live-region';
