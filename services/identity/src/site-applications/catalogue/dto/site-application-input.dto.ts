import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  baseUrlRule,
  callbackUrlRule,
  clientIdRule,
  descriptionRule,
  imageUrlRule,
  limits,
  orderingNumberRule,
  siteApplicationNameRule,
  sysadminUrlRule,
  themeRule,
  webhookUrlRule,
} from '@weather/validation';
import { Type } from 'class-transformer';
import { IsObject, ValidateIf, ValidateNested } from 'class-validator';
import { FollowsRule, FollowsStringRule } from '../../../platform/validation/follows-rule.decorator';
import { SITE_APPLICATION_THEMES, type SiteApplicationTheme } from '../site-application-theme';
import { FollowsPostCallbackUrlRule } from './follows-post-callback-url-rule.decorator';
import { OidcClientSettingsInputDto } from './oidc-client-settings-input.dto';
import { SiteApplicationTranslationsInputDto } from './site-application-translations.dto';

/** POST /v1/siteapplications and PUT /v1/siteapplications/{id} (SPEC §5 Application). */
export class SiteApplicationInputDto {
  @ApiProperty({ maxLength: limits.CLIENT_ID_MAX_LENGTH, example: 'weather-radar' })
  @FollowsStringRule(clientIdRule)
  client_id: string;

  @ApiProperty({ maxLength: limits.SITE_APPLICATION_NAME_MAX_LENGTH, example: 'Radar' })
  @FollowsStringRule(siteApplicationNameRule)
  name: string;

  @ApiProperty({ example: 'Live rain radar and lightning over your area.' })
  @FollowsStringRule(descriptionRule)
  description: string;

  @ApiPropertyOptional({
    type: SiteApplicationTranslationsInputDto,
    nullable: true,
    description:
      'The name and description in the portal\'s other languages, each optional and under the rules of its English field; where one is blank, ' +
      'English is shown. Null: none. Absent: none when adding, unchanged when updating',
  })
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsObject()
  @ValidateNested()
  @Type(() => SiteApplicationTranslationsInputDto)
  translations?: SiteApplicationTranslationsInputDto | null;

  @ApiProperty({ maxLength: limits.URL_MAX_LENGTH, example: 'http://localhost:4001/logo.svg', description: 'Absolute http(s) URL or a path starting with /' })
  @FollowsStringRule(imageUrlRule)
  image_url: string;

  @ApiProperty({ maxLength: limits.URL_MAX_LENGTH, example: 'http://localhost:4001' })
  @FollowsStringRule(baseUrlRule)
  base_url: string;

  @ApiProperty({ maxLength: limits.URL_MAX_LENGTH, example: 'http://localhost:4001/auth/callback' })
  @FollowsStringRule(callbackUrlRule)
  callback_url: string;

  @ApiProperty({ maxLength: limits.URL_MAX_LENGTH, example: 'http://localhost:4001/webhooks/identity' })
  @FollowsStringRule(webhookUrlRule)
  webhook_url: string;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: limits.URL_MAX_LENGTH, example: null, description: 'Optional; blank is stored as null' })
  @FollowsRule<string | null | undefined>('string', sysadminUrlRule)
  sysadmin_url?: string | null;

  @ApiProperty({ enum: [...limits.ORDERING_NUMBERS], example: 1 })
  @FollowsRule<number | null | undefined>('number', orderingNumberRule)
  ordering_number: number;

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    maxLength: limits.URL_MAX_LENGTH,
    example: 'http://localhost:4001/auth/post-callback',
    description:
      'When set, the hand-off token is sent by a form POST to this URL (SPEC §4); it must be on the origin of base_url or callback_url ' +
      '(POST_CALLBACK_URL_OTHER_ORIGIN). Null or blank: none. Absent: none when adding, unchanged when updating',
  })
  @FollowsPostCallbackUrlRule()
  postCallbackUrl?: string | null;

  @ApiPropertyOptional({
    enum: SITE_APPLICATION_THEMES,
    enumName: 'SiteApplicationTheme',
    nullable: true,
    example: 'primary-alt',
    description: 'The launcher card colour (THEME_INVALID otherwise). Null: primary. Absent: primary when adding, unchanged when updating',
  })
  @FollowsRule<string | null | undefined>('string', themeRule)
  theme?: SiteApplicationTheme | null;

  @ApiPropertyOptional({
    type: OidcClientSettingsInputDto,
    nullable: true,
    description: 'Its settings as an OpenID Connect client; null: it signs in by hand-off only. Absent: null when adding, unchanged when updating',
  })
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsObject()
  @ValidateNested()
  @Type(() => OidcClientSettingsInputDto)
  oidc?: OidcClientSettingsInputDto | null;
}
