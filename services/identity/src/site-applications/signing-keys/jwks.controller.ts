import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { JwksDto } from './jwks.dto';
import { SigningKeysService } from './signing-keys.service';

@ApiTags('hand-off')
@Controller('.well-known')
export class JwksController {
  constructor(private readonly keys: SigningKeysService) {}

  @Get('jwks.json')
  // Five minutes: shorter than SIGNING_KEY_ACTIVATION_DELAY, so a rotated key is known before it signs.
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOkResponse({ type: JwksDto, description: 'The public keys that verify the JWTs of redemptions (every key not yet retired)' })
  async jwks(): Promise<JwksDto> {
    return { keys: await this.keys.published() };
  }
}
