/** Security events written to the audit log. */
export const AUDIT_EVENTS = [
  'LOGIN_SUCCEEDED',
  'LOGIN_FAILED',
  'LOGIN_THROTTLED',
  'LOGOUT',
  'PROFILE_UPDATED',
  'ADMIN_CREATED',
  'USER_CREATED',
  'MAGIC_CODE_SENT',
  'MAGIC_CODE_FAILED',
  'PASSWORD_RESET_SENT',
  'PASSWORD_SET_BY_LINK',
  'PASSWORD_CHANGED',
  'PASSWORD_CHANGE_FAILED',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];
