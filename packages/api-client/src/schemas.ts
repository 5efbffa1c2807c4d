/**
 * Named aliases of the identity API's schemas in the spec's words, so the portal never spells
 * `components['schemas']['UserDto']`. They follow the generated document: a renamed DTO breaks the
 * build here, in one place.
 */
import type { components, operations, paths } from './schema';

export type { components, operations, paths };
export type Schemas = components['schemas'];

export type User = Schemas['UserDto'];
/** The SYSADMIN behind an impersonated session (GET /v1/users/me's impersonator). */
export type Impersonator = Schemas['ImpersonatorDto'];
export type UserRole = Schemas['UserRole'];
export type EnterpriseRef = Schemas['EnterpriseRefDto'];
export type Timezone = Schemas['TimezoneDto'];
export type Eula = Schemas['EulaDto'];
export type LoginRequest = Schemas['LoginDto'];
export type LoginResponse = Schemas['LoginResponseDto'];
export type UpdateProfileRequest = Schemas['UpdateProfileDto'];
export type Health = Schemas['HealthDto'];
/** The error body as the document describes it (its `code` is one of the service's error codes). */
export type ErrorBody = Schemas['ErrorBodyDto'];
export type ErrorCode = Schemas['ErrorCode'];
export type FieldErrorCode = Schemas['FieldErrorCode'];
