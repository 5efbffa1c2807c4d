import { ApiProperty } from '@nestjs/swagger';

/** The account a /verify/{token} link belongs to. */
export class LinkAccountDto {
  @ApiProperty({ example: 'ada@example.com' })
  email: string;
}
