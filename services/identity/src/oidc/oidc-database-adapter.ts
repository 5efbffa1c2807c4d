import type { Adapter, AdapterPayload } from 'oidc-provider';
import { IsNull, LessThan, type Repository } from 'typeorm';
import type { Clock } from '../platform/clock';
import { OidcPayload } from './oidc-payload.entity';

/**
 * oidc-provider's storage for one model (`kind`) on the service's database, so every instance sees
 * the same sessions, codes and tokens (docs/adr/0801). Expired rows are never answered, whatever the
 * purge has done yet; a consumed row answers with `consumed`, which is how the provider detects a
 * reused code or refresh token (and revokes the grant).
 */
export class OidcDatabaseAdapter implements Adapter {
  /**
   * `portalSessionId`: for the `Session` model, the id of the portal session of the request that
   * saves a session (OidcPortalSessions), recorded beside it so ending the portal session ends it.
   */
  constructor(
    private readonly kind: string,
    private readonly payloads: Repository<OidcPayload>,
    private readonly clock: Clock,
    private readonly portalSessionId: (() => Promise<number | null>) | null = null,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void> {
    const expiresAt = expiresIn ? new Date(this.clock.now().getTime() + expiresIn * 1000) : null;
    const browserSessionId = this.portalSessionId ? await this.portalSessionId() : null;
    await this.payloads.upsert(
      {
        kind: this.kind,
        id,
        payload: JSON.stringify(payload),
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        accountId: payload.accountId ?? null,
        browserSessionId,
        expiresAt,
        consumedAt: null,
      },
      ['kind', 'id'],
    );
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.payloadOf(await this.payloads.findOneBy({ kind: this.kind, id }));
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.payloadOf(await this.payloads.findOneBy({ kind: this.kind, userCode }));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.payloadOf(await this.payloads.findOneBy({ kind: this.kind, uid }));
  }

  async consume(id: string): Promise<void> {
    await this.payloads.update({ kind: this.kind, id, consumedAt: IsNull() }, { consumedAt: this.clock.now() });
  }

  async destroy(id: string): Promise<void> {
    await this.payloads.delete({ kind: this.kind, id });
  }

  /** Every row of the grant, of any kind: the provider calls this on the models that carry a grant. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.payloads.delete({ grantId });
  }

  private payloadOf(row: OidcPayload | null): AdapterPayload | undefined {
    if (!row || (row.expiresAt !== null && row.expiresAt.getTime() <= this.clock.now().getTime())) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    return row.consumedAt === null ? payload : { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) };
  }
}

/** The rows that can no longer be answered (the hourly purge, OidcHousekeeping). */
export async function purgeExpiredOidcPayloads(payloads: Repository<OidcPayload>, now: Date): Promise<number> {
  const result = await payloads.delete({ expiresAt: LessThan(now) });
  return result.affected ?? 0;
}

