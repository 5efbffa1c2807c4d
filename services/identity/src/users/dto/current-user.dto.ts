import { ApiProperty } from '@nestjs/swagger';
import { ImpersonatorDto } from './impersonator.dto';
import { UserDto } from './user.dto';

/** GET /v1/users/me: the user, and the SYSADMIN impersonating them in this session (for the banner). */
export class CurrentUserDto extends UserDto {
  @ApiProperty({ type: ImpersonatorDto, nullable: true, description: 'Null unless a SYSADMIN opened this session as the user' })
  impersonator: ImpersonatorDto | null;
}
