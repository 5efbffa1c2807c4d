/**
 * `@weather/api-client`: the identity API's typed client (openapi-fetch over types generated from
 * the service's OpenAPI document) and the helpers for its error bodies.
 */
export { type ApiClient, createApiClient } from './create-api-client';
export { type ApiClientOptions, createTypedClient } from './create-client';
export { STATE_CHANGING_READS, isAuthenticationPath, needsRequestedWith, requestedWithMiddleware, unauthorizedMiddleware } from './middleware';
export { authenticationResponseDto, creationOptionsOf, registrationResponseDto, requestOptionsOf } from './webauthn-json';
export { type ApiErrorBody, type ApiFieldError, fieldErrorsByKey, isApiErrorBody, toCamelCaseKey } from './api-error';
export type {
  EnterpriseRef,
  ErrorBody,
  ErrorCode,
  Eula,
  FieldErrorCode,
  Health,
  LoginRequest,
  LoginResponse,
  Schemas,
  Timezone,
  UpdateProfileRequest,
  Impersonator,
  User,
  UserRole,
  components,
  operations,
  paths,
} from './schemas';
