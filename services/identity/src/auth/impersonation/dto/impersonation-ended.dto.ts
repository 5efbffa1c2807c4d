import { ApiProperty } from '@nestjs/swagger';

/** The end of an impersonation: whether the administrator's own session was live to go back to. */
export class ImpersonationEndedDto {
  @ApiProperty({ description: "True when the administrator's own session is the browser's session again; false means signed out" })
  restored: boolean;
}
