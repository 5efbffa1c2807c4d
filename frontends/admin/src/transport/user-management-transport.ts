/** The calls of the admin remote's UserManagement part (issue 30): a placeholder its owner replaces. */
export interface UserManagementTransport {
  readonly placeholder?: never;
}
