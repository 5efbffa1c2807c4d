import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BrowserSession } from './browser-session.entity';
import { SessionCookie } from './session-cookie';
import { SessionGuard } from './session.guard';
import { SessionsService } from './sessions.service';

@Module({
  imports: [TypeOrmModule.forFeature([BrowserSession])],
  providers: [SessionsService, SessionCookie, SessionGuard],
  exports: [SessionsService, SessionCookie, SessionGuard],
})
export class SessionsModule {}
