import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ApiException } from '../../platform/errors/api-exception';
import { SiteApplicationCache } from './site-application-cache';
import { SiteApplication } from './site-application.entity';

/** Reading the application catalogue (SiteApplicationEditorService writes it). */
@Injectable()
export class SiteApplicationsService {
  constructor(
    @InjectRepository(SiteApplication) private readonly applications: Repository<SiteApplication>,
    private readonly cache: SiteApplicationCache,
  ) {}

  /** Every application in the launcher's order. */
  list(): Promise<SiteApplication[]> {
    return this.applications.find({ order: { orderingNumber: 'ASC', id: 'ASC' } });
  }

  /** The application of an id; 404 APPLICATION_NOT_FOUND otherwise. */
  async getById(id: number): Promise<SiteApplication> {
    const application = await this.applications.findOneBy({ id });
    if (!application) throw new ApiException('APPLICATION_NOT_FOUND');
    return application;
  }

  /** The application of a client id (from memory for a few seconds); 404 APPLICATION_NOT_FOUND otherwise. */
  async getByClientId(clientId: string): Promise<SiteApplication> {
    const application = await this.cache.byClientId(clientId);
    if (!application) throw new ApiException('APPLICATION_NOT_FOUND');
    return application;
  }
}
