import { ApiProperty } from '@nestjs/swagger';
import { SiteApplicationDetailDto } from './site-application-detail.dto';

/** The new application with its first secrets, which no later answer repeats. */
export class SiteApplicationCreatedDto extends SiteApplicationDetailDto {
  @ApiProperty({ description: 'Redeems handoff tokens; stored hashed, shown only now' })
  client_secret: string;

  @ApiProperty({ description: 'Signs the requests sent to the application; shown only now' })
  webhook_secret: string;
}
