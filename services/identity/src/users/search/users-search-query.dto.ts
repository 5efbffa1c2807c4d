import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const USER_SEARCH_DEFAULT_LIMIT = 20;
export const USER_SEARCH_MAX_LIMIT = 100;

/** GET /v1/users?text&limit&offset (SPEC §7). */
export class UsersSearchQueryDto {
  @ApiPropertyOptional({ maxLength: 254, example: 'ada love', description: 'Each word of 3+ characters is found anywhere in the first name, last name or email, a shorter one starts one of them; blank lists everyone' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  text?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: USER_SEARCH_MAX_LIMIT, default: USER_SEARCH_DEFAULT_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(USER_SEARCH_MAX_LIMIT)
  limit: number = USER_SEARCH_DEFAULT_LIMIT;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  offset: number = 0;
}
