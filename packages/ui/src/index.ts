/**
 * `@weather/ui`: the portal's shared React pieces. Consumed as TypeScript source by each app's
 * webpack build (not a federation singleton): each app bundles only what it imports.
 */
export { weatherBrand, weatherTheme } from './theme/weather-theme';
export { type Breakpoint, breakpoints, mediaDown, mediaUp } from './breakpoints/breakpoints';
export { type Catalogue, type Catalogues, registerCatalogues } from './i18n/catalogue';
export { type CreateI18nOptions, createI18n } from './i18n/create-i18n';
export {
  LANGUAGE_STORAGE_KEY,
  type Language,
  type LanguageSources,
  detectLanguage,
  fallbackLanguage,
  isLanguage,
  pickLanguage,
  storedLanguageOf,
  supportedLanguages,
} from './i18n/languages';
export { avatarImageUrl, avatarInitial, displayName } from './avatar/avatar-display';
export { type ApiResult, type FetchAnswer, NETWORK_ERROR_STATUS, toApiResult } from './api/api-result';
export { type ErrorPayload, useErrorText, useFieldErrorText, useMessageText } from './i18n/use-message-text';
export { LanguageMenu } from './language/LanguageMenu';
export { useDialogGivesPageBack } from './dialogs/use-dialog-gives-page-back';
export { RouterLink, type RouterLinkProps } from './navigation/RouterLink';
export { visibleFocusRing } from './navigation/focus-ring';
export {
  DEFAULT_AUTO_HIDE_DURATION,
  NOTIFICATIONS_TOASTER_ID,
  type Notification,
  type NotificationIntent,
  toastTimeout,
} from './notifications/notification';
export { NotificationsHost } from './notifications/NotificationsHost';
export { useNotify } from './notifications/use-notify';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm/ConfirmDialog';
export { PasswordInput, type PasswordInputProps } from './password-input/PasswordInput';
export { columnLabel, useResponsiveTableStyles } from './tables/responsive-table';
export { type ResponsiveCellProps, ResponsiveCell } from './tables/ResponsiveCell';
export { type ResponsiveTableProps, ResponsiveRow, ResponsiveTable } from './tables/ResponsiveTable';
export { PasswordStrengthMeter } from './password-strength/PasswordStrengthMeter';
export { loadPasswordStrength } from './password-strength/load-password-strength';
export { PortalProviders } from './providers/PortalProviders';
export { RecoveryCodesList } from './recovery-codes/RecoveryCodesList';
export type { PortalHost, PortalSession, RemoteRoutesModule } from './federation/portal-host';
export {
  type ActivityTransport,
  type AuditEntry,
  type AuditEvent,
  type AuditExport,
  type AuditFilters,
  type AuditPage,
  type AuditPerson,
} from './activity/activity-transport';
export { attachmentName, createApiActivityTransport } from './activity/api-activity-transport';
export {
  type ActivityFieldErrors,
  type ActivityFilterField,
  type ActivityFilterValues,
  EMPTY_FILTERS,
  instantOf,
  toAuditFilters,
} from './activity/activity-filters';
export { ACTIVITY_PAGE_SIZE, ActivityStore } from './activity/ActivityStore';
export { type ActivityViewerProps, ActivityViewer } from './activity/ActivityViewer';
export { ACTIVITY_NAMESPACE, AUDIT_EVENTS, activityCatalogues } from './i18n/catalogues/activity';
export { commonEn } from './i18n/catalogues/common';
export type { PortalUser } from './federation/portal-user';
