import { Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiException } from '../../platform/errors/api-exception';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { HttpOutcome } from '../../platform/http/http-outcome';
import { StateChanging } from '../../platform/http/state-changing.decorator';
import type { User } from '../../users/user.entity';
import { Authenticated } from '../../users/authentication/authenticated.decorator';
import type { BrowserSession } from './browser-session.entity';
import { CurrentSession } from './current-session.decorator';
import { CurrentUser } from '../../users/authentication/current-user.decorator';
import { EndSessionsQueryDto } from './dto/end-sessions-query.dto';
import { OwnSessionDto } from './dto/own-session.dto';
import { OwnSessionsService } from './own-sessions.service';
import { Responds } from '../../platform/http/responds.decorator';

/** An id that is not a number names none of the user's sessions: 404 like any other. */
function sessionIdPipe(): ParseIntPipe {
  return new ParseIntPipe({ exceptionFactory: () => new ApiException('NOT_FOUND') });
}

/** The signed-in user's own browser sessions: list them, end one, end all others. */
@ApiTags('sessions')
@Responds()
@Controller('v1/users/me/sessions')
export class OwnSessionsController {
  constructor(private readonly ownSessions: OwnSessionsService) {}

  @Get()
  @Authenticated()
  @ApiOkResponse({ type: [OwnSessionDto], description: 'Live sessions, the most recently used first' })
  list(@CurrentUser() user: User, @CurrentSession() session: BrowserSession): Promise<OwnSessionDto[]> {
    return this.ownSessions.list(user, session);
  }

  @Delete()
  @Authenticated()
  @StateChanging()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Every other session of the user ended; this one goes on' })
  endOthers(@CurrentUser() user: User, @CurrentSession() session: BrowserSession, @Query() _query: EndSessionsQueryDto): Promise<void> {
    return this.ownSessions.endOthers(user, session);
  }

  @Delete(':id')
  @Authenticated()
  @StateChanging()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The session ended (ending this very session signs the caller out)' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: the user has no session of that id', type: ErrorBodyDto })
  async endOne(
    @CurrentUser() user: User,
    @CurrentSession() session: BrowserSession,
    @Param('id', sessionIdPipe()) id: number,
  ): Promise<HttpOutcome> {
    const outcome = HttpOutcome.empty(204);
    await this.ownSessions.endOne(user, session, id, outcome);
    return outcome;
  }
}
