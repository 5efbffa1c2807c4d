import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ClearOnWriteSubscriber } from '../../platform/cache/clear-on-write.subscriber';
import { SigningKeyCache } from './signing-key-cache';
import { SigningKey } from './signing-key.entity';

/** Empties the signing key cache on every instance on every write of a key in this process: a new key is a new answer too. */
@Injectable()
export class SigningKeyCacheInvalidator extends ClearOnWriteSubscriber {
  constructor(@InjectDataSource() dataSource: DataSource, cache: SigningKeyCache) {
    super(dataSource, { watched: [SigningKey], inserts: true, invalidate: () => cache.invalidate() });
  }
}
