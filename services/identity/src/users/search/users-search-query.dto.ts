import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_QUERY_INTEGER, QueryInteger } from '../../platform/validation/query-integer.decorator';

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
  @QueryInteger({ min: 1, max: USER_SEARCH_MAX_LIMIT })
  limit: number = USER_SEARCH_DEFAULT_LIMIT;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_QUERY_INTEGER, default: 0 })
  @IsOptional()
  @QueryInteger({ min: 0 })
  offset: number = 0;
}
