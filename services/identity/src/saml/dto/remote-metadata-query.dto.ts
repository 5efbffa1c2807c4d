import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** GET /auth/saml/remote/metadata?url= */
export class RemoteMetadataQueryDto {
  @ApiProperty({ example: 'https://idp.bureau-of-clouds.com/metadata' })
  @IsString({ message: 'INVALID_TYPE' })
  @MaxLength(2048, { message: 'INVALID_TYPE' })
  url: string;
}
