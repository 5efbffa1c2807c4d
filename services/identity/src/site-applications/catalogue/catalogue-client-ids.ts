import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { ApplicationCatalogue } from '../../auth/registration/application-catalogue';
import { SiteApplication } from './site-application.entity';

/** auth's ApplicationCatalogue: a sign-up's client_id, read from the table (not the hand-off's cache). */
@Injectable()
export class CatalogueClientIds implements ApplicationCatalogue {
  constructor(@InjectRepository(SiteApplication) private readonly applications: Repository<SiteApplication>) {}

  async storedClientId(clientId: string): Promise<string | null> {
    const application = await this.applications.findOneBy({ clientId });
    return application?.clientId ?? null;
  }
}
