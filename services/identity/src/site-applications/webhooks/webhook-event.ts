import { USER_EVENTS, type UserEvent } from '../../users/user-events';

/** The events sent to the applications' webhooks (docs/hand-off-contract.md): the user events. */
export const WEBHOOK_EVENTS = USER_EVENTS;
export type WebhookEvent = UserEvent;

/** The event of a signed authorization check, sent to the same webhook URL. */
export const AUTHORIZATION_CHECK_EVENT = 'authorization.check';
