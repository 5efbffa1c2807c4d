import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { descriptionRule, isBlank, limits, siteApplicationNameRule, type RuleResult } from '@weather/validation';
import { Type } from 'class-transformer';
import { IsObject, ValidateIf, ValidateNested } from 'class-validator';
import { FollowsRule } from '../../../platform/validation/follows-rule.decorator';

/** An optional text follows its English field's rule once it is written; blank or absent, English is shown. */
const whenWritten =
  (rule: (value: string) => RuleResult) =>
  (value: string | null | undefined): RuleResult =>
    isBlank(value) ? null : rule(value as string);

/** The name and description in one of the portal's other languages, both optional (docs/adr/1005). */
export class SiteApplicationTextsInputDto {
  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: limits.SITE_APPLICATION_NAME_MAX_LENGTH, example: 'Radar' })
  @FollowsRule<string | null | undefined>('string', whenWritten(siteApplicationNameRule))
  name?: string | null;

  @ApiPropertyOptional({ type: 'string', nullable: true, example: 'Radar della pioggia e fulmini in tempo reale nella tua zona.' })
  @FollowsRule<string | null | undefined>('string', whenWritten(descriptionRule))
  description?: string | null;
}

/** The texts per language in a POST or PUT body: Italian today. */
export class SiteApplicationTranslationsInputDto {
  @ApiPropertyOptional({ type: SiteApplicationTextsInputDto, nullable: true, description: 'Italian; a blank or absent text falls back to English' })
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsObject()
  @ValidateNested()
  @Type(() => SiteApplicationTextsInputDto)
  it?: SiteApplicationTextsInputDto | null;
}

/** The stored texts of one language as the administrator reads them; null where English is shown. */
export class SiteApplicationTextsDto {
  @ApiProperty({ type: 'string', nullable: true, example: 'Radar' })
  name: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: 'Radar della pioggia e fulmini in tempo reale nella tua zona.' })
  description: string | null;
}

export class SiteApplicationTranslationsDto {
  @ApiProperty({ type: SiteApplicationTextsDto, description: 'Italian' })
  it: SiteApplicationTextsDto;
}
