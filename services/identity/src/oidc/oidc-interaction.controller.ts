import { Controller, Get, Param, Req } from '@nestjs/common';
import { ApiFoundResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../platform/errors/error-body.dto';
import { HttpOutcome } from '../platform/http/http-outcome';
import { Responds } from '../platform/http/responds.decorator';
import { OidcInteractionsService } from './oidc-interactions.service';

@ApiTags('openid-connect')
@Controller('oidc/interaction')
@Responds()
export class OidcInteractionController {
  constructor(private readonly interactions: OidcInteractionsService) {}

  @Get(':uid')
  @ApiOperation({ summary: "The provider's interaction: finished at once with a live portal session, else the portal's /login?interaction=<uid>" })
  @ApiFoundResponse({ description: 'To the provider (login finished) or to the portal sign-in' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no such interaction in this browser (expired, or another browser started it)', type: ErrorBodyDto })
  async continue(@Param('uid') uid: string, @Req() request: FastifyRequest): Promise<HttpOutcome> {
    return HttpOutcome.redirect(await this.interactions.continue(uid, request), 303);
  }
}
