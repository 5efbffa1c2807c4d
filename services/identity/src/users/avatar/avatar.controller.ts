import { Body, Controller, Delete, Get, Headers, Put, Query, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { HttpOutcome } from '../../platform/http/http-outcome';
import { StateChanging } from '../../platform/http/state-changing.decorator';
import { Authenticated } from '../authentication/authenticated.decorator';
import { CurrentUser } from '../authentication/current-user.decorator';
import { UpdateAvatarDto } from '../dto/update-avatar.dto';
import { UserDto } from '../dto/user.dto';
import type { User } from '../user.entity';
import { AvatarService } from './avatar.service';
import { avatarCacheHeaders, isFresh } from './avatar-cache';
import { Responds } from '../../platform/http/responds.decorator';

@ApiTags('users')
@Responds()
@Controller('v1/users/me/avatar')
export class AvatarController {
  constructor(private readonly avatars: AvatarService) {}

  @Get()
  @Authenticated()
  @ApiQuery({ name: 'v', required: false, type: String, description: 'The cache-busting stamp of the user\'s `avatar` path' })
  // The image types only on 200: the error answers are JSON (ApiProduces would give every status the image types).
  @ApiOkResponse({ description: 'The image', content: { 'image/png': {}, 'image/jpeg': {} } })
  @ApiResponse({ status: 304, description: 'Not modified: If-None-Match names the current image' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: the user has no avatar', type: ErrorBodyDto })
  async read(
    @CurrentUser() user: User,
    @Query('v') stamp: string | undefined,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
  ): Promise<HttpOutcome<StreamableFile | undefined>> {
    const version = this.avatars.versionOf(user);
    if (version && isFresh(ifNoneMatch, version)) {
      return HttpOutcome.of(undefined, 304).headersFrom(avatarCacheHeaders(version, stamp));
    }
    const avatar = await this.avatars.read(user);
    return HttpOutcome.of(new StreamableFile(avatar.content, { type: avatar.mimeType, length: avatar.content.length })).headersFrom(
      avatarCacheHeaders(avatar.version, stamp),
    );
  }

  @Put()
  @Authenticated()
  @StateChanging()
  @ApiOkResponse({ type: UserDto, description: 'The user with the new `avatar` path' })
  replace(@CurrentUser() user: User, @Body() body: UpdateAvatarDto): Promise<UserDto> {
    return this.avatars.replace(user, body.avatar);
  }

  @Delete()
  @Authenticated()
  @StateChanging()
  @ApiOkResponse({ type: UserDto, description: 'The user with `avatar` null' })
  clear(@CurrentUser() user: User): Promise<UserDto> {
    return this.avatars.clear(user);
  }
}
