import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, MaxLength } from 'class-validator';

/** POST /auth/impersonate: both must name the same user, so a guessed id alone is not enough. */
export class ImpersonateDto {
  @ApiProperty({ example: 42 })
  @IsInt()
  user_id: number;

  @ApiProperty({ example: '1b4e28ba-2fa1-11d2-883f-0016d3cca427' })
  @IsString()
  @MaxLength(36)
  uuid: string;
}
