import type { CacheItem, CacheProvider } from '@node-saml/node-saml';
import type { Repository } from 'typeorm';
import type { Clock } from '../platform/clock';
import type { SamlRequest, SamlRequestPurpose } from './saml-request.entity';

/** The hand-off a sign-in continues into once the provider answers. */
export interface PendingHandoff {
  clientId: string | null;
  returnTo: string | null;
  seq: string | null;
  state: string | null;
  /** An OpenID Connect interaction to finish once signed in (the portal's /login?interaction=). */
  interaction: string | null;
}

/**
 * node-saml's InResponseTo cache, in the database so that any instance can check the answer to a
 * request another one sent. Removal is left to the assertion consumer, which claims the request
 * once, atomically, after every other check (node-saml's own remove cannot report a lost race).
 */
export class SamlRequestStore implements CacheProvider {
  constructor(
    private readonly requests: Repository<SamlRequest>,
    private readonly enterpriseDomainId: number,
    private readonly clock: Clock,
    private readonly lifetimeMs: number,
    private readonly handoff: PendingHandoff = { clientId: null, returnTo: null, seq: null, state: null, interaction: null },
    private readonly purpose: SamlRequestPurpose = 'login',
    private readonly browserBindingHash: string | null = null,
  ) {}

  async saveAsync(key: string, value: string): Promise<CacheItem | null> {
    const now = this.clock.now();
    await this.requests.insert({ id: key, enterpriseDomainId: this.enterpriseDomainId, purpose: this.purpose, browserBindingHash: this.browserBindingHash, issuedAt: value, expiresAt: new Date(now.getTime() + this.lifetimeMs), ...this.handoff });
    return { value, createdAt: now.getTime() };
  }

  async getAsync(key: string): Promise<string | null> {
    const request = await this.requests.findOneBy({ id: key, enterpriseDomainId: this.enterpriseDomainId, purpose: this.purpose });
    if (!request || request.expiresAt.getTime() <= this.clock.now().getTime()) return null;
    return request.issuedAt;
  }

  removeAsync(_key: string | null): Promise<string | null> {
    return Promise.resolve(null);
  }
}
