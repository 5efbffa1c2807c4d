import { ApiPropertyOptional } from '@nestjs/swagger';
import { ActClaimDto } from '../../../auth/impersonation/dto/act-claim.dto';
import { ApplicationUserDto } from '../../../users/dto/application-user.dto';

/** The user of a redemption; `act` only when an administrator was impersonating them (ADR 0237). */
export class RedeemedUserDto extends ApplicationUserDto {
  @ApiPropertyOptional({ type: ActClaimDto, description: 'Present only when the hand-off came from an impersonation: the administrator acting as the user (RFC 8693)' })
  act?: ActClaimDto;
}
