import { Controller, Get, Header } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiException } from '../../platform/errors/api-exception';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import { AltchaCaptcha } from './altcha-captcha';
import { CaptchaChallengeDto } from './dto/captcha-challenge.dto';
import { CaptchaSettingsDto } from './dto/captcha-settings.dto';

@ApiTags('captcha')
@Controller('v1/captcha')
export class CaptchaController {
  constructor(
    @InjectConfig() private readonly config: IdentityConfig,
    private readonly altcha: AltchaCaptcha,
  ) {}

  @Get()
  @ApiOkResponse({ type: CaptchaSettingsDto, description: 'The captcha the sign-up pages show' })
  settings(): CaptchaSettingsDto {
    const captcha = this.config.captcha;
    return captcha.provider === 'altcha' ? { provider: 'altcha', challengePath: '/v1/captcha/challenge' } : { provider: 'recaptcha', siteKey: captcha.siteKey };
  }

  @Get('challenge')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: CaptchaChallengeDto, description: 'A new ALTCHA challenge, valid for CAPTCHA_TTL' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND when the captcha is reCAPTCHA', type: ErrorBodyDto })
  async challenge(): Promise<CaptchaChallengeDto> {
    if (this.config.captcha.provider !== 'altcha') throw new ApiException('NOT_FOUND');
    const { parameters, signature } = await this.altcha.createChallenge();
    return { parameters, signature };
  }
}
