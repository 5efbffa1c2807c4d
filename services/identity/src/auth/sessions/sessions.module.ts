import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BrowserSession } from './browser-session.entity';
import { OwnSessionsController } from './own-sessions.controller';
import { OwnSessionsService } from './own-sessions.service';
import { RequestSessions } from './request-sessions';
import { SessionCache } from './session-cache';
import { SessionCacheInvalidator } from './session-cache.invalidator';
import { SessionCookie } from './session-cookie';
import { SessionGuard } from './session.guard';
import { SessionEndings } from './session-endings';
import { SessionsService } from './sessions.service';

@Module({
  imports: [TypeOrmModule.forFeature([BrowserSession])],
  controllers: [OwnSessionsController],
  // Global: the guard acts on every route marked @Authenticated() (users/authentication), in any module.
  providers: [SessionsService, SessionCache, SessionCacheInvalidator, SessionCookie, RequestSessions, SessionGuard, { provide: APP_GUARD, useExisting: SessionGuard }, OwnSessionsService, SessionEndings],
  exports: [SessionsService, SessionEndings, SessionCache, SessionCookie, RequestSessions],
})
export class SessionsModule {}
