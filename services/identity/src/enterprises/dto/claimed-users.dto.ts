import { ApiProperty } from '@nestjs/swagger';
import { EnterpriseUserDto } from './enterprise-user.dto';

/** GET .../users/claim: the users this call brought into the enterprise (none when called again). */
export class ClaimedUsersDto {
  @ApiProperty({ example: 4 })
  claimed: number;

  @ApiProperty({ type: [EnterpriseUserDto] })
  users: EnterpriseUserDto[];
}
