import type { Adapter, AdapterPayload } from 'oidc-provider';
import { LessThan, type Repository } from 'typeorm';
import type { Clock } from '../platform/clock';
import { OidcPayload } from './oidc-payload.entity';
import { consumeOidcPayload, deleteOidcPayload, findOidcPayload, findOidcPayloadByUid, findOidcPayloadByUserCode, upsertOidcPayload } from './oidc-payload-statements';

/** What the `Session` model's storage reads from the portal's side (OidcPortalSessions). */
export interface OidcSessionTies {
  /**
   * The portal session of the request that saves a provider session, recorded beside it: ending the
   * portal session ends it, and an impersonation's provider session names the administrator (`act`).
   */
  portalSession(): Promise<{ id: number; impersonation: boolean } | null>;
  /** A provider session's row by its uid, read once per request and shared with the account look-up (ofProviderSession). */
  rowByUid(uid: string): Promise<OidcPayload | null>;
  /** The request saved or removed a provider session: what it read of them before is stale. */
  changed(): void;
}

/**
 * oidc-provider's storage for one model (`kind`) on the service's database, so every instance sees
 * the same sessions, codes and tokens (docs/adr/0801). Expired rows are never answered, whatever the
 * purge has done yet; a consumed row answers with `consumed`, which is how the provider detects a
 * reused code or refresh token (and revokes the grant). The statements of a sign-in are plain SQL
 * (oidc-payload-statements.ts, docs/adr/0805).
 */
export class OidcDatabaseAdapter implements Adapter {
  /** `sessions`: for the `Session` model only, its ties to the portal's sessions. */
  constructor(
    private readonly kind: string,
    private readonly payloads: Repository<OidcPayload>,
    private readonly clock: Clock,
    private readonly sessions: OidcSessionTies | null = null,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void> {
    const row = new OidcPayload();
    row.kind = this.kind;
    row.id = id;
    row.payload = JSON.stringify(payload);
    row.grantId = payload.grantId ?? null;
    row.userCode = payload.userCode ?? null;
    row.uid = payload.uid ?? null;
    row.accountId = payload.accountId ?? null;
    const portal = this.sessions ? await this.sessions.portalSession() : null;
    row.browserSessionId = portal?.id ?? null;
    row.portalImpersonation = portal?.impersonation ?? null;
    row.expiresAt = expiresIn ? new Date(this.clock.now().getTime() + expiresIn * 1000) : null;
    row.consumedAt = null;
    await upsertOidcPayload(this.payloads.manager, row);
    this.sessions?.changed();
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.payloadOf(await findOidcPayload.run(this.payloads.manager, { kind: this.kind, id }));
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.payloadOf(await findOidcPayloadByUserCode.run(this.payloads.manager, { kind: this.kind, userCode }));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const row = this.sessions ? await this.sessions.rowByUid(uid) : await findOidcPayloadByUid.run(this.payloads.manager, { kind: this.kind, uid });
    return this.payloadOf(row);
  }

  async consume(id: string): Promise<void> {
    await consumeOidcPayload.run(this.payloads.manager, { consumedAt: this.clock.now() }, { kind: this.kind, id });
  }

  async destroy(id: string): Promise<void> {
    await deleteOidcPayload(this.payloads.manager, this.kind, id);
    this.sessions?.changed();
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
