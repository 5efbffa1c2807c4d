import type { EntityManager } from 'typeorm';
import type { User } from './user.entity';

/** What the site applications are told about a user (docs/hand-off-contract.md). */
export const USER_EVENTS = ['user.updated', 'user.disabled', 'user.logged_out', 'user.deleted'] as const;
export type UserEvent = (typeof USER_EVENTS)[number];

/**
 * Port: announces a change of a user to the site applications. Modules that change users (users,
 * auth, enterprises, saml) call it; site-applications provides it with its webhook outbox, so the
 * lower modules never import the higher one. Given the change's EntityManager, the announcement is
 * stored if and only if the change is.
 */
export abstract class UserEvents {
  /** `user` must have its time zone loaded; its data is fixed now (a deleted user's too). */
  abstract publish(event: UserEvent, user: User, manager?: EntityManager): Promise<void>;
}
