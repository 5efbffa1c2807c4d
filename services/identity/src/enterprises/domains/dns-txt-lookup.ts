import { promises as dns } from 'node:dns';
import { Injectable } from '@nestjs/common';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';

/** Answers meaning the name has no TXT record (yet): a normal state while an administrator sets it up. */
const NO_RECORD_CODES = new Set(['ENODATA', 'ENOTFOUND']);
/** Per-server timeout and attempts: a check must not hold a request or the job for long. */
const TIMEOUT_MS = 3000;
const TRIES = 2;

/** TXT look-ups at DNS_SERVERS (or the system's resolvers when it is not set). */
@Injectable()
export class DnsTxtLookup {
  private readonly resolver: dns.Resolver;

  constructor(@InjectConfig() config: IdentityConfig) {
    this.resolver = new dns.Resolver({ timeout: TIMEOUT_MS, tries: TRIES });
    if (config.enterpriseDomains.dnsServers.length > 0) this.resolver.setServers([...config.enterpriseDomains.dnsServers]);
  }

  /** The name's TXT records (each as its strings); none when the name or record does not exist. Throws when DNS fails. */
  async resolveTxt(name: string): Promise<string[][]> {
    try {
      return await this.resolver.resolveTxt(name);
    } catch (error) {
      if (NO_RECORD_CODES.has((error as NodeJS.ErrnoException).code ?? '')) return [];
      throw error;
    }
  }
}
