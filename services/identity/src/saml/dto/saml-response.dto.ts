import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The HTTP-POST binding's form, posted by the browser from the identity provider's page. */
export class SamlResponseDto {
  @ApiProperty({ description: 'The base64 SAML Response' })
  @IsString({ message: 'INVALID_TYPE' })
  @MaxLength(200_000, { message: 'INVALID_TYPE' })
  SAMLResponse: string;

  @ApiPropertyOptional({ description: 'The id of the request this answers, as sent with it' })
  @IsOptional()
  @IsString({ message: 'INVALID_TYPE' })
  @MaxLength(80, { message: 'INVALID_TYPE' })
  RelayState?: string;
}
