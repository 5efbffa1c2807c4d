/**
 * `@weather/validation`: the rules and messages of SPEC §5, shared by the API and the portal.
 * This entry stays light and browser-safe (the login page imports it): no Node or Nest imports,
 * no zxcvbn (see ./strength) and no libphonenumber (see ./phone).
 */
export { type MessageCode, messageCodes, messages } from './messages';
export { type FieldError, type RuleResult, collectFieldErrors, fieldErrorMap } from './field-error';
export { type AvatarMimeType, type Breakpoint, type Limits, type OrderingNumber, type SiteApplicationTheme, limits } from './limits';
export { blankToNull, characterCount, isBlank } from './text';
export { EMAIL_PATTERN, embeddedEmailRule, isValidEmail, loginEmailRule, normalizeEmail, signUpEmailRule } from './email';
export { NAME_FORBIDDEN_CHARACTERS, type NameField, embeddedNameRule, profileNameRule, signUpNameRule } from './names';
export { jobTitleRule, profilePhoneRule, timezoneIdRule } from './profile-fields';
export { SUPPORTED_LOCALES, type SupportedLocale, isSupportedLocale, localeRule } from './locale';
export { type NewPasswordRule, loginPasswordRule, newPasswordLengthRule } from './passwords';
export { isMagicCodeComplete, magicCodeRule, normalizeMagicCode } from './magic-code';
export { type AvatarFile, avatarFileRule, isAvatarMimeType } from './avatar';
export {
  baseUrlRule,
  callbackUrlRule,
  clientIdRule,
  descriptionRule,
  imageUrlRule,
  isHttpUrl,
  isOrderingNumber,
  isSiteApplicationTheme,
  orderingNumberRule,
  postCallbackUrlRule,
  type RegisteredSiteApplicationUrls,
  siteApplicationNameRule,
  sysadminUrlRule,
  themeRule,
  webhookUrlRule,
} from './site-application-fields';
export { type LoginInput, validateLogin } from './forms/login';
export { type MagicCodeInput, validateMagicCode } from './forms/magic-code';
export { type ProfileInput, validateProfile } from './forms/profile';
export { type ChangePasswordInput, type ChangePasswordOptions, validateChangePassword } from './forms/change-password';
export { type SetPasswordInput, type SetPasswordOptions, validateSetPassword } from './forms/set-password';
export { captchaRule, passwordConfirmationRule } from './forms/sign-up-shared';
export { type FullSignUpInput, type FullSignUpOptions, type PhoneRule, validateFullSignUp } from './forms/full-sign-up';
export { type EmbeddedSignUpInput, type EmbeddedSignUpOptions, validateEmbeddedSignUp } from './forms/embedded-sign-up';
export {
  OIDC_CLIENT_TYPES,
  OIDC_GRANT_TYPES,
  type OidcClientSettingsInput,
  type OidcClientType,
  type OidcGrantType,
  isOidcClientType,
  isOidcGrantType,
  oidcBackchannelLogoutUriRule,
  oidcClientTypeRule,
  oidcGrantTypesRule,
  oidcRedirectUrisRule,
  oidcUriListRule,
  oidcUriRule,
} from './oidc-client-fields';
export { OIDC_CLIENT_SETTINGS_FIELDS, type OidcClientSettingsField, validateOidcClientSettings } from './forms/oidc-client-settings';
export { type SiteApplicationErrorField, type SiteApplicationInput, validateSiteApplication } from './forms/site-application';
export { enterpriseNameRule, validateEnterpriseName } from './forms/enterprise';
export { enterpriseDomainNameRule, normalizeDomainName, validateEnterpriseDomain } from './forms/enterprise-domain';
export { validateAvatarFile } from './forms/avatar';
export {
  FACTOR_NAME_MAX_LENGTH,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  REAUTHENTICATION_VALID_MINUTES,
  SECOND_STEP_METHODS,
  SECOND_STEP_VALID_MINUTES,
  type SecondStepMethod,
  TOTP_CODE_LENGTH,
  factorNameRule,
  formatRecoveryCode,
  isRecoveryCodeComplete,
  isTotpCodeComplete,
  normalizeRecoveryCode,
  normalizeTotpCode,
  recoveryCodeRule,
  totpCodeRule,
} from './second-factors';
