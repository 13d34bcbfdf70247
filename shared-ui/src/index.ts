// Table
export { DataTable } from './table/data-table';
export type { DataTableProps, DataTableFilter } from './table/data-table';
export type { FilterOption } from './table/column-filter';
export { PAGE_SIZES, type PageSize } from './table/table-pager';
export { SEARCH_DEBOUNCE_MS } from './table/debounced-search';
export { toCsv, downloadCsv } from './table/csv';
// Column definitions, re-exported so that portals share this package's copy of the library.
export { createColumnHelper } from '@tanstack/react-table';
export type { ColumnDef, CellContext } from '@tanstack/react-table';

// Layout
export { DashboardLayout, type DashboardLayoutProps } from './layout/dashboard-layout';
export {
  AdminLayout,
  ADMIN_NAV_ITEMS,
  ADMIN_BASE_PATH,
  type AdminLayoutProps,
} from './layout/admin-layout';
export { AppFrame, type AppFrameProps } from './layout/app-frame';
export type { NavItem } from './layout/nav-item';
export { useLogout } from './layout/use-logout';

// Password reset
export {
  PasswordResetRequest,
  type PasswordResetRequestProps,
} from './password-reset/password-reset-request';
export { RESET_NOTICE_MS } from './password-reset/use-password-reset-flow';

// Feedback
export { LoadingScreen } from './feedback/loading-screen';
export { ConfirmDialog, type ConfirmDialogProps } from './feedback/confirm-dialog';
export { NotificationHost, TOAST_DURATION_MS } from './feedback/notification-host';
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
} from './feedback/notification-store';
export type { ConfirmOptions, ErrorNotice, Toast } from './feedback/notification-store';
export { useQueryFailure } from './feedback/use-query-failure';

// Performance
export { PerformanceReport, type PerformanceReportProps } from './performance/performance-report';
export { ratingPoints, type RatingPoint } from './performance/rating-points';

// Profile
export {
  ProfileDetails,
  type ProfileDetailsProps,
  type ProfileRow,
} from './profile/profile-details';
export { ProfilePage, type ProfilePageProps } from './profile/profile-page';
export { EditProfilePage, type EditProfilePageProps } from './profile/edit-profile-page';
export { EditProfileForm, type EditProfileFormProps } from './profile/edit-profile-form';
export { useUpdateProfile } from './profile/use-update-profile';
export { profileQueryKeys, userForEditQuery, positionsQuery } from './profile/profile-queries';

// Fields
export { EmailField, PasswordField, type FieldProps } from './fields/text-fields';
export { PhoneField, type PhoneFieldProps } from './fields/phone-field';
export { DateField, type DateFieldProps } from './fields/date-field';
export { PdfFileField, type PdfFileFieldProps } from './fields/pdf-file-field';
export { RatingSlider, type RatingSliderProps } from './fields/rating-slider';
export { PositionSelect, type PositionSelectProps } from './fields/position-select';

// Badges
export { ApplicationStatusBadge, RatingBadge, TaskRating, TaskStatusBadge } from './badges/badges';
export { ToneChip, type ToneChipProps } from './badges/tone-chip';
export {
  applicationStatusTone,
  formatApplicationStatus,
  ratingAction,
  ratingDisplay,
  ratingTone,
  type RatedTask,
  type RatingDisplay,
  type Tone,
} from './badges/status-rules';

// Icons
export * from './icons/icons';
