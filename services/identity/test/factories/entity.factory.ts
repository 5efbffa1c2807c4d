import { createHash } from 'node:crypto';
import { MagicCode } from '../../src/auth/magic-codes/magic-code.entity';
import { BrowserSession } from '../../src/auth/sessions/browser-session.entity';
import { UserToken } from '../../src/auth/user-tokens/user-token.entity';
import { EnterpriseDomain } from '../../src/enterprises/domains/enterprise-domain.entity';
import { Enterprise } from '../../src/enterprises/enterprise.entity';
import { SiteApplication } from '../../src/site-applications/catalogue/site-application.entity';
import { HandoffToken } from '../../src/site-applications/handoff/handoff-token.entity';
import { WebhookDelivery } from '../../src/site-applications/webhooks/webhook-delivery.entity';
import { User } from '../../src/users/user.entity';

// Rows to save (UnitModule.insert): unsaved entities with sensible defaults, unique where the table
// asks it. Pass what the test is about; ids of related rows (userId, siteApplicationId...) always.

/** The default instant of the rows, FixedClock's default start. */
const AT = new Date('2030-01-01T00:00:00Z');
const HOUR_MS = 60 * 60 * 1000;

let sequence = 0;
const next = () => (sequence += 1);
/** A distinct 64-hex hash, as the token and code columns hold. */
const aHash = () => createHash('sha256').update(`row ${next()}`).digest('hex');

export function aUser(fields: Partial<User> = {}): User {
  return Object.assign(new User(), { firstName: 'Ada', lastName: 'Lovelace', email: `user${next()}@example.com`, ...fields });
}

export function anEnterprise(fields: Partial<Enterprise> = {}): Enterprise {
  return Object.assign(new Enterprise(), { name: `Enterprise ${next()}`, ...fields });
}

export function anEnterpriseDomain(fields: Partial<EnterpriseDomain> & Pick<EnterpriseDomain, 'enterpriseId'>): EnterpriseDomain {
  return Object.assign(new EnterpriseDomain(), { name: `domain${next()}.example.com`, txtCode: aHash(), verificationDeadline: new Date(AT.getTime() + 24 * HOUR_MS), ...fields });
}

export function aSiteApplication(fields: Partial<SiteApplication> = {}): SiteApplication {
  const n = next();
  const base = `http://app${n}.example.com`;
  return Object.assign(new SiteApplication(), {
    clientId: `application-${n}`,
    name: `Application ${n}`,
    description: '',
    imageUrl: `${base}/logo.png`,
    baseUrl: base,
    callbackUrl: `${base}/callback`,
    webhookUrl: `${base}/webhook`,
    orderingNumber: n,
    ...fields,
  });
}

export function aSession(fields: Partial<BrowserSession> & Pick<BrowserSession, 'userId'>): BrowserSession {
  return Object.assign(new BrowserSession(), {
    tokenHash: aHash(),
    impersonatorId: null,
    createdAt: AT,
    lastSeenAt: AT,
    expiresAt: new Date(AT.getTime() + 8 * HOUR_MS),
    ip: null,
    userAgent: null,
    ...fields,
  });
}

export function aMagicCode(fields: Partial<MagicCode> = {}): MagicCode {
  return Object.assign(new MagicCode(), { email: `user${next()}@example.com`, codeHash: aHash(), createdAt: AT, expiresAt: new Date(AT.getTime() + 10 * 60 * 1000), ...fields });
}

export function aUserToken(fields: Partial<UserToken> & Pick<UserToken, 'userId'>): UserToken {
  return Object.assign(new UserToken(), { tokenHash: aHash(), purpose: 'RESET', createdAt: AT, expiresAt: new Date(AT.getTime() + HOUR_MS), usedAt: null, ...fields });
}

export function aHandoffToken(fields: Partial<HandoffToken> & Pick<HandoffToken, 'userId' | 'siteApplicationId' | 'sessionId'>): HandoffToken {
  return Object.assign(new HandoffToken(), { tokenHash: aHash(), createdAt: AT, expiresAt: new Date(AT.getTime() + 60_000), usedAt: null, ...fields });
}

export function aWebhookDelivery(fields: Partial<WebhookDelivery> & Pick<WebhookDelivery, 'siteApplicationId'>): WebhookDelivery {
  return Object.assign(new WebhookDelivery(), { deliveryId: aHash().slice(0, 36), event: 'user.updated', payload: '{}', createdAt: AT, nextAttemptAt: AT, ...fields });
}
