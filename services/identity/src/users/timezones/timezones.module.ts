import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Timezone } from './timezone.entity';
import { TimezonesController } from './timezones.controller';
import { TimezonesService } from './timezones.service';

@Module({
  imports: [TypeOrmModule.forFeature([Timezone])],
  controllers: [TimezonesController],
  providers: [TimezonesService],
  exports: [TimezonesService],
})
export class TimezonesModule {}
