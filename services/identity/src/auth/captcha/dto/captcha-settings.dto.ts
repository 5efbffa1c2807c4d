import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Which captcha the sign-up pages show, and what they need to show it. */
export class CaptchaSettingsDto {
  @ApiProperty({ enum: ['altcha', 'recaptcha'] })
  provider: 'altcha' | 'recaptcha';

  @ApiPropertyOptional({ description: 'ALTCHA: the path of GET /v1/captcha/challenge on this API', example: '/v1/captcha/challenge' })
  challengePath?: string;

  @ApiPropertyOptional({ description: 'reCAPTCHA: the public site key' })
  siteKey?: string;
}
