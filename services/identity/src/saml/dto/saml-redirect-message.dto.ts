import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** A HTTP-Redirect binding message at the single logout service: one of SAMLRequest or SAMLResponse, signed in the query. */
export class SamlRedirectMessageDto {
  @ApiPropertyOptional({ description: "The provider's LogoutRequest (base64 of deflated XML)" })
  @IsOptional()
  @IsString({ message: 'INVALID_TYPE' })
  @MaxLength(20_000, { message: 'INVALID_TYPE' })
  SAMLRequest?: string;

  @ApiPropertyOptional({ description: "The provider's LogoutResponse (base64 of deflated XML)" })
  @IsOptional()
  @IsString({ message: 'INVALID_TYPE' })
  @MaxLength(20_000, { message: 'INVALID_TYPE' })
  SAMLResponse?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'INVALID_TYPE' })
  @MaxLength(200, { message: 'INVALID_TYPE' })
  RelayState?: string;

  @ApiPropertyOptional({ example: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256' })
  @IsOptional()
  @IsString({ message: 'INVALID_TYPE' })
  @MaxLength(200, { message: 'INVALID_TYPE' })
  SigAlg?: string;

  @ApiPropertyOptional({ description: 'The signature over SAMLRequest/SAMLResponse, RelayState and SigAlg' })
  @IsOptional()
  @IsString({ message: 'INVALID_TYPE' })
  @MaxLength(2_000, { message: 'INVALID_TYPE' })
  Signature?: string;
}
