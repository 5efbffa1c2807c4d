import { ApiProperty } from '@nestjs/swagger';

/** One public key (RFC 7517) as published. */
export class JwkDto {
  @ApiProperty({ example: 'EC' })
  kty: string;

  @ApiProperty({ example: 'P-256' })
  crv: string;

  @ApiProperty()
  x: string;

  @ApiProperty()
  y: string;

  @ApiProperty({ description: 'The key id, as in the JWT header' })
  kid: string;

  @ApiProperty({ example: 'ES256' })
  alg: string;

  @ApiProperty({ example: 'sig' })
  use: string;
}

/** GET /.well-known/jwks.json */
export class JwksDto {
  @ApiProperty({ type: [JwkDto] })
  keys: JwkDto[];
}
