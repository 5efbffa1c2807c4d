import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../../platform/clock';
import { ApiException } from '../../platform/errors/api-exception';
import type { User } from '../user.entity';
import { type AcceptEulaDto, type EulaAcceptanceDto, mapEulaAcceptance } from './dto/eula-acceptance.dto';
import { type EulaDto, mapEula } from './dto/eula.dto';
import { EulaAcceptance } from './eula-acceptance.entity';
import { Eula } from './eula.entity';

/**
 * The page records the moment the terms modal was accepted and posts it after the code is verified,
 * which may be minutes later (a mail to wait for). An older or a future moment is refused.
 */
const ACCEPTANCE_MAX_AGE_MS = 24 * 3600_000;
const CLOCK_SKEW_MS = 5 * 60_000;

@Injectable()
export class EulaService {
  constructor(
    @InjectRepository(Eula) private readonly eulas: Repository<Eula>,
    @InjectRepository(EulaAcceptance) private readonly acceptances: Repository<EulaAcceptance>,
    private readonly clock: Clock,
  ) {}

  /** The newest published terms of an application. */
  async current(applicationKey: string): Promise<EulaDto> {
    const eula = await this.eulas.findOne({ where: { applicationKey }, order: { publishedAt: 'DESC', id: 'DESC' } });
    if (!eula) throw new ApiException('EULA_NOT_FOUND');
    return mapEula(eula);
  }

  /**
   * Records that the signed-in user accepted a version of the application's terms. Only for
   * oneself; accepting again keeps the first record.
   */
  async accept(user: User, applicationKey: string, body: AcceptEulaDto): Promise<EulaAcceptanceDto> {
    if (body.id !== user.id) throw new ApiException('FORBIDDEN');
    const eula = await this.eulas.findOneBy({ id: body.eulaId, applicationKey });
    if (!eula) throw new ApiException('EULA_NOT_FOUND');
    const acceptedAt = new Date(body.eulaAcceptanceDateTime);
    const now = this.clock.now().getTime();
    if (acceptedAt.getTime() > now + CLOCK_SKEW_MS || acceptedAt.getTime() < now - ACCEPTANCE_MAX_AGE_MS) {
      throw new ApiException('VALIDATION_FAILED', [{ field: 'eulaAcceptanceDateTime', code: 'INVALID_TYPE', message: 'This value has the wrong type' }]);
    }
    const existing = await this.acceptances.findOneBy({ userId: user.id, eulaId: eula.id });
    if (existing) return mapEulaAcceptance(existing);
    await this.acceptances.insert({ userId: user.id, eulaId: eula.id, acceptedAt });
    return mapEulaAcceptance(await this.acceptances.findOneByOrFail({ userId: user.id, eulaId: eula.id }));
  }
}
