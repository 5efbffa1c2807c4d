/** The calls of the admin remote's Activity part (issue 30): a placeholder its owner replaces. */
export interface ActivityTransport {
  readonly placeholder?: never;
}
