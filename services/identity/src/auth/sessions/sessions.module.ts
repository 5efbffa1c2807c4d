import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BrowserSession } from './browser-session.entity';
import { OwnSessionsController } from './own-sessions.controller';
import { OwnSessionsService } from './own-sessions.service';
import { SessionCache } from './session-cache';
import { SessionCacheInvalidator } from './session-cache.invalidator';
import { SessionCookie } from './session-cookie';
import { SessionGuard } from './session.guard';
import { SessionsService } from './sessions.service';

@Module({
  imports: [TypeOrmModule.forFeature([BrowserSession])],
  controllers: [OwnSessionsController],
  providers: [SessionsService, SessionCache, SessionCacheInvalidator, SessionCookie, SessionGuard, OwnSessionsService],
  exports: [SessionsService, SessionCookie, SessionGuard],
})
export class SessionsModule {}
