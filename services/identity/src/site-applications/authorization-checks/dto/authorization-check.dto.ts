import { ApiProperty } from '@nestjs/swagger';

/** SPEC §3 Authorization check response. */
export class AuthorizationCheckDto {
  @ApiProperty({ description: 'True when the application answered 200' })
  success: boolean;

  @ApiProperty({ description: 'True when allowed and the application said isSysAdmin: true' })
  isSysAdmin: boolean;

  @ApiProperty({ example: 200, description: "The application's status; 504 when it did not answer in time, 502 when it could not be reached" })
  code: number;
}
