import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ClearOnWriteSubscriber } from '../platform/cache/clear-on-write.subscriber';
import { EnterpriseDomain } from '../enterprises/domains/enterprise-domain.entity';
import { Enterprise } from '../enterprises/enterprise.entity';
import { SamlAuthenticationProvider } from '../enterprises/saml-authentication-provider.entity';
import { ForcedSamlDomainCache } from './forced-saml-domain-cache';

/**
 * Empties the forced-SAML cache on every instance on every write of what its answers depend on. Inserts count too:
 * "not forced" is cached, and a new domain or provider row can change it. An enterprise's deletion
 * removes its domains by cascade, unseen.
 */
@Injectable()
export class ForcedSamlDomainCacheInvalidator extends ClearOnWriteSubscriber {
  constructor(@InjectDataSource() dataSource: DataSource, cache: ForcedSamlDomainCache) {
    super(dataSource, { watched: [EnterpriseDomain, SamlAuthenticationProvider, Enterprise], inserts: true, invalidate: () => cache.invalidate() });
  }
}
