import { ApiProperty } from '@nestjs/swagger';

/** POST /auth/logout of a session that a SAML provider with single logout opened. */
export class LogoutResponseDto {
  @ApiProperty({ description: "The provider's logout address with our signed LogoutRequest: the portal sends the browser there; the provider answers at our single logout service, which lands on the portal's /logged-out" })
  logoutURL: string;
}
