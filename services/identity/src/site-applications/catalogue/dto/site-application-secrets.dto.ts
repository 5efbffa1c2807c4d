import { ApiProperty } from '@nestjs/swagger';

/** New secrets of an application: this answer is the only place they are ever shown. */
export class SiteApplicationSecretsDto {
  @ApiProperty({ example: 'weather-radar' })
  client_id: string;

  @ApiProperty({ description: 'Redeems handoff tokens; stored hashed, shown only now' })
  client_secret: string;

  @ApiProperty({ description: 'Signs the requests sent to the application; shown only now' })
  webhook_secret: string;
}
