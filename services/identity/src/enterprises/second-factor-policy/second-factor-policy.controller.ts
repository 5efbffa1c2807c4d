import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { ClientContext } from '../../platform/http/request-context.decorator';
import type { SessionContext } from '../../platform/http/session-context';
import { StateChanging } from '../../platform/http/state-changing.decorator';
import { Authenticated } from '../../users/authentication/authenticated.decorator';
import { CurrentUser } from '../../users/authentication/current-user.decorator';
import type { User } from '../../users/user.entity';
import { EnterpriseDto } from '../dto/enterprise.dto';
import { EnterpriseAccess } from '../enterprise-access';
import { idPipe } from '../enterprises.controller';
import { SecondFactorPolicyDto } from './dto/second-factor-policy.dto';
import { SecondFactorPolicyService } from './second-factor-policy.service';

/** Whether the enterprise's users must sign in in two steps (issue 29); its administrators and SYSADMIN. */
@ApiTags('enterprises')
@Controller('v1/enterprises/:id/second-factor-policy')
export class SecondFactorPolicyController {
  constructor(
    private readonly access: EnterpriseAccess,
    private readonly policy: SecondFactorPolicyService,
  ) {}

  @Put()
  @Authenticated()
  @StateChanging({ forbidden: 'FORBIDDEN: a member of the enterprise who is not its administrator' })
  @ApiOkResponse({ type: EnterpriseDto, description: 'The enterprise with its new policy; users without a second factor add one at their next sign-in' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'ENTERPRISE_NOT_FOUND: no such enterprise, or the caller does not manage it' })
  async set(
    @CurrentUser() caller: User,
    @Param('id', idPipe('ENTERPRISE_NOT_FOUND')) id: number,
    @Body() body: SecondFactorPolicyDto,
    @ClientContext() context: SessionContext,
  ): Promise<EnterpriseDto> {
    return this.policy.set(caller, await this.access.managedBy(caller, id), body.require_second_factor, context);
  }
}
