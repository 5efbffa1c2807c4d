import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserToken } from './user-token.entity';
import { UserTokensService } from './user-tokens.service';

/** Tokens of mailed invitation and reset links. */
@Module({
  imports: [TypeOrmModule.forFeature([UserToken])],
  providers: [UserTokensService],
  exports: [UserTokensService],
})
export class UserTokensModule {}
