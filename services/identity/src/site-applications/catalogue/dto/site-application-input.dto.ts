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
  webhookUrlRule,
} from '@weather/validation';
import { Type } from 'class-transformer';
import { IsObject, ValidateIf, ValidateNested } from 'class-validator';
import { FollowsRule, FollowsStringRule } from '../../../platform/validation/follows-rule.decorator';
import { OidcClientSettingsInputDto } from './oidc-client-settings-input.dto';

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
