import { ApiProperty } from '@nestjs/swagger';
import type { RuleResult } from '@weather/validation';
import { FollowsRule } from '../../platform/validation/follows-rule.decorator';

/** Only presence here: the image's real type and size are checked on its decoded bytes by the service. */
const someImage = (value: string | null | undefined): RuleResult => (value ? null : 'AVATAR_TYPE_NOT_ALLOWED');

/** PUT /v1/users/me/avatar (SPEC §7). */
export class UpdateAvatarDto {
  @ApiProperty({
    example: 'data:image/png;base64,iVBORw0KGgo…',
    description:
      'A base64 data URL of a JPG or PNG image of at most 524288 bytes (decoded). The type is read from the bytes, not from the URL; metadata (EXIF, XMP, text chunks) is removed.',
  })
  @FollowsRule<string | null | undefined>('string', someImage)
  avatar: string;
}
