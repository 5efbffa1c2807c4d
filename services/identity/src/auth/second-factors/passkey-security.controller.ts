import { FactorRemoval } from './factor-removal';
import { Body, Controller, Delete, HttpCode, Param, ParseIntPipe, Patch, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { AuditService } from '../../platform/audit/audit.service';
import { ApiException } from '../../platform/errors/api-exception';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { ClientContext } from '../../platform/http/request-context.decorator';
import type { SessionContext } from '../../platform/http/session-context';
import { StateChanging } from '../../platform/http/state-changing.decorator';
import { Authenticated } from '../../users/authentication/authenticated.decorator';
import { CurrentUser } from '../../users/authentication/current-user.decorator';
import type { User } from '../../users/user.entity';
import { FactorDto, FactorEnrolledDto } from '../passkeys/dto/factor.dto';
import { PasskeyRegistrationDto } from '../passkeys/dto/passkey-registration.dto';
import { RenamePasskeyDto } from '../passkeys/dto/rename-passkey.dto';
import { CreationOptionsDto } from '../passkeys/dto/webauthn-options.dto';
import { PasskeyCeremonies } from '../passkeys/passkey-ceremonies';
import { PasskeyFactors, passkeyAsFactor } from '../passkeys/passkey-factors';
import { RecentReauthentication } from './reauthentication/recent-reauthentication.guard';
import { RecoveryCodesService } from './recovery-codes.service';

/** An id that is not a number names none of the user's passkeys: 404 like any other. */
function passkeyIdPipe(): ParseIntPipe {
  return new ParseIntPipe({ exceptionFactory: () => new ApiException('NOT_FOUND') });
}

const NOT_FOUND = "NOT_FOUND: the user has no passkey of that id (another user's id too)";

/** The Security tab's passkeys: register, rename, remove (contract: The Security tab). */
@ApiTags('second factors')
@Controller('v1/users/me/second-factors/passkeys')
export class PasskeySecurityController {
  constructor(
    private readonly ceremonies: PasskeyCeremonies,
    private readonly passkeys: PasskeyFactors,
    private readonly recoveryCodes: RecoveryCodesService,
    private readonly audit: AuditService,
    private readonly removal: FactorRemoval,
  ) {}

  @Post('options')
  @HttpCode(200)
  @Authenticated({ notWhileImpersonating: true })
  @RecentReauthentication()
  @StateChanging()
  @ApiOkResponse({ type: CreationOptionsDto, description: "Creation options for a new passkey (a discoverable credential; the user's passkeys excluded), with a single-use challenge" })
  options(@CurrentUser() user: User): Promise<PublicKeyCredentialCreationOptionsJSON> {
    return this.ceremonies.registrationOptions(user);
  }

  @Post()
  @HttpCode(201)
  @Authenticated({ notWhileImpersonating: true })
  @StateChanging()
  @ApiCreatedResponse({ type: FactorEnrolledDto, description: "The passkey is registered; recovery_codes only when it is the user's first factor" })
  @ApiUnauthorizedResponse({ description: 'PASSKEY_INVALID: the registration does not verify (challenge spent, expired or not this user\'s, origin, RP, or a credential registered already)', type: ErrorBodyDto })
  async register(@CurrentUser() user: User, @Body() body: PasskeyRegistrationDto, @ClientContext() context: SessionContext): Promise<FactorEnrolledDto> {
    const passkey = await this.ceremonies.register(user.id, body.name, body.response as RegistrationResponseJSON);
    await this.audit.record({ event: 'SECOND_FACTOR_ENROLLED', actorId: user.id, subjectId: user.id, ip: context.ip, details: { factor: 'passkey', id: passkey.id } });
    const recoveryCodes = await this.recoveryCodes.issueFirstIfNone(user.id);
    if (recoveryCodes) await this.audit.record({ event: 'RECOVERY_CODES_GENERATED', actorId: user.id, subjectId: user.id, ip: context.ip });
    return recoveryCodes ? { factor: passkeyAsFactor(passkey), recovery_codes: recoveryCodes } : { factor: passkeyAsFactor(passkey) };
  }

  @Patch(':id')
  @Authenticated({ notWhileImpersonating: true })
  @StateChanging()
  @ApiOkResponse({ type: FactorDto, description: 'Renamed' })
  @ApiNotFoundResponse({ description: NOT_FOUND, type: ErrorBodyDto })
  async rename(@CurrentUser() user: User, @Param('id', passkeyIdPipe()) id: number, @Body() body: RenamePasskeyDto, @ClientContext() context: SessionContext): Promise<FactorDto> {
    const factor = await this.passkeys.rename(user.id, id, body.name);
    await this.audit.record({ event: 'SECOND_FACTOR_RENAMED', actorId: user.id, subjectId: user.id, ip: context.ip, details: { factor: 'passkey', id } });
    return factor;
  }

  @Delete(':id')
  @HttpCode(204)
  @Authenticated({ notWhileImpersonating: true })
  @RecentReauthentication()
  @StateChanging()
  @ApiNoContentResponse({ description: "Removed; with the user's last factor, the recovery codes go too" })
  @ApiNotFoundResponse({ description: NOT_FOUND, type: ErrorBodyDto })
  @ApiConflictResponse({ description: "SECOND_FACTOR_REQUIRED: the user's last factor while their enterprise requires one", type: ErrorBodyDto })
  @ApiTooManyRequestsResponse({ description: "TOO_MANY_ATTEMPTS with Retry-After: another removal of the user's factors is running (one at a time)", type: ErrorBodyDto })
  async remove(@CurrentUser() user: User, @Param('id', passkeyIdPipe()) id: number, @ClientContext() context: SessionContext): Promise<void> {
    await this.passkeys.own(user.id, id);
    await this.removal.remove(user.id, () => this.passkeys.remove(user.id, id));
    await this.audit.record({ event: 'SECOND_FACTOR_REMOVED', actorId: user.id, subjectId: user.id, ip: context.ip, details: { factor: 'passkey', id } });
  }
}
