import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiException } from '../../platform/errors/api-exception';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { HttpOutcome } from '../../platform/http/http-outcome';
import { Responds } from '../../platform/http/responds.decorator';
import { AVATAR_MAX_AGE_SECONDS } from './avatar-cache';
import { isAvatarId } from './avatar-id';
import { AvatarService } from './avatar.service';

/**
 * An avatar image at its public, unguessable address, the OpenID Connect `picture` (docs/adr/0803).
 * No session: an application shows it in its own pages. One address names one image forever (a new
 * image gets a new id), so any cache may keep it; the portal's own /v1/users/me/avatar is unchanged.
 */
@ApiTags('users')
@Responds()
@Controller('v1/avatars')
export class PublicAvatarController {
  constructor(private readonly avatars: AvatarService) {}

  @Get(':avatarId')
  @ApiParam({ name: 'avatarId', description: 'The random id of one avatar image (the `picture` claim\'s last segment)' })
  // The image types only on 200: the 404 is JSON (ApiProduces would give it the image types).
  @ApiOkResponse({ description: 'The image, cacheable by anyone for a year', content: { 'image/png': {}, 'image/jpeg': {} } })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no current image has that id (replaced, cleared, or never was)', type: ErrorBodyDto })
  async read(@Param('avatarId') avatarId: string): Promise<HttpOutcome<StreamableFile>> {
    // A segment that cannot be an id costs no query.
    const avatar = isAvatarId(avatarId) ? await this.avatars.readPublic(avatarId) : null;
    if (!avatar) throw new ApiException('NOT_FOUND');
    return HttpOutcome.of(new StreamableFile(avatar.content, { type: avatar.mimeType, length: avatar.content.length })).headersFrom({
      'Cache-Control': `public, max-age=${AVATAR_MAX_AGE_SECONDS}, immutable`,
      // Loaded by applications on other sites (helmet's default here is same-site, for the portal).
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  }
}
