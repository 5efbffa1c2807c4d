import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { jobTitleRule, limits, localeRule, type ProfileInput, profileNameRule, profilePhoneRule, SUPPORTED_LOCALES, timezoneIdRule } from '@weather/validation';
import { FollowsRule, FollowsStringRule } from '../../platform/validation/follows-rule.decorator';

/**
 * PUT /v1/users/me (SPEC §5 Profile). Optional fields left out keep their value; null or an empty
 * string clears them.
 */
export class UpdateProfileDto implements ProfileInput {
  @ApiProperty({ maxLength: limits.PROFILE_NAME_MAX_LENGTH, example: 'Ada', description: 'Required; must not contain = + - @' })
  @FollowsStringRule((value) => profileNameRule('first_name', value))
  first_name: string;

  @ApiProperty({ maxLength: limits.PROFILE_NAME_MAX_LENGTH, example: 'Lovelace', description: 'Required; must not contain = + - @' })
  @FollowsStringRule((value) => profileNameRule('last_name', value))
  last_name: string;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: limits.JOB_TITLE_MAX_LENGTH, example: 'Analyst' })
  @FollowsRule<string | null | undefined>('string', jobTitleRule)
  job_title?: string | null;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: limits.PHONE_MAX_LENGTH, pattern: '^[0-9]*$', example: '0412345678' })
  @FollowsRule<string | null | undefined>('string', profilePhoneRule)
  mobile_number?: string | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, example: 12, description: 'An id of GET /v1/timezones/get_all_timezones' })
  @FollowsRule<number | null | undefined>('number', timezoneIdRule)
  timezone_id?: number | null;

  @ApiPropertyOptional({ type: 'string', enum: SUPPORTED_LOCALES, nullable: true, example: 'it', description: "The person's language (a portal language); null clears it" })
  @FollowsRule<string | null | undefined>('string', localeRule)
  locale?: string | null;
}
