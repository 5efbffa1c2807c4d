import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ApiException } from '../common/errors/api-exception';
import { type EulaDto, mapEula } from './dto/eula.dto';
import { Eula } from './eula.entity';

@Injectable()
export class EulaService {
  constructor(@InjectRepository(Eula) private readonly eulas: Repository<Eula>) {}

  /** The newest published terms of an application. */
  async current(applicationKey: string): Promise<EulaDto> {
    const eula = await this.eulas.findOne({ where: { applicationKey }, order: { publishedAt: 'DESC', id: 'DESC' } });
    if (!eula) throw new ApiException('EULA_NOT_FOUND');
    return mapEula(eula);
  }
}
