import { ApiProperty } from '@nestjs/swagger';
import { CurrentUserDto } from '../../../users/dto/current-user.dto';

/** GET /auth/session: whether this browser is signed in, and as whom. */
export class SessionStateDto {
  @ApiProperty({ description: 'True when the request carries a live session cookie' })
  signedIn: boolean;

  @ApiProperty({ type: CurrentUserDto, nullable: true, description: 'The body GET /v1/users/me answers for the session; null for a visitor' })
  user: CurrentUserDto | null;
}
