import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { isEncrypted, KeysCipher, KeysEncryptionError } from './keys-cipher';
import { SEALED_COLUMNS, type SealedColumn } from './sealed-columns';

export interface ResealReport {
  /** Values sealed under the current key by this pass. */
  sealed: number;
  /** Values already under the current key. */
  unchanged: number;
  /** Values no given key opens, as `purpose #id`: left as they are. */
  unreadable: string[];
}

/**
 * Keeps the sealed columns under the current key: at every start, values an older version stored
 * in plain text are sealed (so an upgrade loses nothing and needs no step); `resealAll`, the
 * rotation command's work, brings every value under KEYS_ENCRYPTION_KEY, opening the old ones with
 * KEYS_ENCRYPTION_PREVIOUS_KEY. Each write is conditional on the value read, so two instances
 * starting together, or a rotation of a webhook secret meanwhile, never lose a value.
 */
@Injectable()
export class KeysAtRestService implements OnApplicationBootstrap {
  private readonly logger = new Logger(KeysAtRestService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cipher: KeysCipher,
    @Inject(SEALED_COLUMNS) private readonly columns: readonly SealedColumn[],
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const report = await this.reseal((stored) => !isEncrypted(stored));
    if (report.sealed > 0) this.logger.log(`Sealed ${report.sealed} private keys and webhook secrets stored in plain text`);
  }

  resealAll(): Promise<ResealReport> {
    return this.reseal((stored) => this.cipher.needsSealing(stored));
  }

  private async reseal(needsSealing: (stored: string) => boolean): Promise<ResealReport> {
    const report: ResealReport = { sealed: 0, unchanged: 0, unreadable: [] };
    for (const column of this.columns) await this.resealColumn(column, needsSealing, report);
    return report;
  }

  private async resealColumn({ entity, property, purpose }: SealedColumn, needsSealing: (stored: string) => boolean, report: ResealReport): Promise<void> {
    const rows = this.dataSource.getRepository<ObjectLiteral>(entity);
    for (const row of await rows.find({ select: { id: true, [property]: true } })) {
      const stored = row[property] as string | null;
      if (stored === null) continue;
      if (!needsSealing(stored)) {
        report.unchanged += 1;
        continue;
      }
      let plain: string;
      try {
        plain = this.cipher.decrypt(stored, purpose);
      } catch (error) {
        if (!(error instanceof KeysEncryptionError)) throw error;
        report.unreadable.push(`${purpose} #${String(row.id)}`);
        continue;
      }
      const result = await rows.update({ id: row.id, [property]: stored } as FindOptionsWhere<ObjectLiteral>, { [property]: this.cipher.encrypt(plain, purpose) });
      if (result.affected === 1) report.sealed += 1;
    }
  }
}
