import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EulaAcceptance } from './eula-acceptance.entity';
import { Eula } from './eula.entity';
import { EulaController } from './eula.controller';
import { EulaService } from './eula.service';

@Module({
  imports: [TypeOrmModule.forFeature([Eula, EulaAcceptance])],
  controllers: [EulaController],
  providers: [EulaService],
})
export class EulaModule {}
