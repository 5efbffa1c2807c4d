import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** GET /auth/facebook and /auth/linkedin: the portal origin that opened the pop-up. */
export class SocialStartQueryDto {
  @ApiPropertyOptional({ description: 'One of PORTAL_ORIGINS; the result message goes there (default PORTAL_URL)', example: 'http://localhost:8080' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  origin?: string;
}
