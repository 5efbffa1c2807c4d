import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ApiException } from '../../platform/errors/api-exception';
import { mapTimezone, type TimezoneDto } from './dto/timezone.dto';
import { Timezone } from './timezone.entity';

@Injectable()
export class TimezonesService {
  constructor(@InjectRepository(Timezone) private readonly timezones: Repository<Timezone>) {}

  /**
   * Every time zone, ordered by name, for the profile's autocomplete. Sorted here by code point, as
   * database collations disagree (MySQL puts "Port_of_Spain" before "Port-au-Prince", SQLite after).
   */
  async list(): Promise<TimezoneDto[]> {
    const timezones = await this.timezones.find();
    return timezones.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).map(mapTimezone);
  }

  async get(id: number): Promise<TimezoneDto> {
    const timezone = await this.timezones.findOneBy({ id });
    if (!timezone) throw new ApiException('TIMEZONE_NOT_FOUND');
    return mapTimezone(timezone);
  }

  /** The zone of an IANA name (a sign-up's choice), or null. */
  findByName(name: string): Promise<Timezone | null> {
    return this.timezones.findOneBy({ name });
  }

  async exists(id: number): Promise<boolean> {
    return this.timezones.existsBy({ id });
  }
}
