import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SiteApplicationDto } from '../../catalogue/dto/site-application.dto';

export const REDIRECT_METHODS = ['GET', 'POST'] as const;

/** The hidden form's fields of a POST redirect. */
export class HandoffFormFieldsDto {
  @ApiProperty()
  token: string;

  @ApiPropertyOptional({ description: 'The return value the portal was given, when there was one' })
  returnPath?: string;

  @ApiPropertyOptional({ description: "The application's state, when the hand-off was asked for with one" })
  state?: string;
}

/** Where the portal sends the browser: a form POST with `fields`, or a navigation to `url`. */
export class HandoffRedirectDto {
  @ApiProperty({ enum: REDIRECT_METHODS, enumName: 'HandoffRedirectMethod' })
  method: (typeof REDIRECT_METHODS)[number];

  @ApiProperty({ example: 'http://localhost:4001/auth/callback?token=…&seq=42&state=Yk3v_Q9-xL2.pR7~tW4zN8' })
  url: string;

  @ApiPropertyOptional({ type: HandoffFormFieldsDto, description: 'Only with POST' })
  fields?: HandoffFormFieldsDto;
}

/** SPEC §3 Session response, with the redirect the server computed. */
export class SessionResponseDto {
  @ApiProperty({ description: 'Single use, valid 60 seconds, for this application only' })
  token: string;

  @ApiProperty({ type: SiteApplicationDto })
  siteApplication: SiteApplicationDto;

  @ApiProperty({ type: HandoffRedirectDto })
  redirect: HandoffRedirectDto;
}
