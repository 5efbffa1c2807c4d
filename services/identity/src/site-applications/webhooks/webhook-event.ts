/** The events sent to the applications' webhooks (docs/hand-off-contract.md). */
export const WEBHOOK_EVENTS = ['user.updated', 'user.disabled', 'user.logged_out', 'user.deleted'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event of a signed authorization check, sent to the same webhook URL. */
export const AUTHORIZATION_CHECK_EVENT = 'authorization.check';
