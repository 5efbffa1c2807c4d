import { ApiProperty } from '@nestjs/swagger';
import { EnterpriseDomainDto } from './enterprise-domain.dto';

/** The Enterprise of SPEC §3. Its users are listed by GET /v1/enterprises/{id}/users. */
export class EnterpriseDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'Bureau of Clouds' })
  name: string;

  @ApiProperty({ type: [EnterpriseDomainDto], description: 'Oldest first' })
  EnterpriseDomains: EnterpriseDomainDto[];

  @ApiProperty({ example: 12, description: 'How many users belong to the enterprise' })
  users: number;

  @ApiProperty({ description: 'Whether any domain signs its users in through SAML' })
  saml: boolean;

  @ApiProperty({ description: 'Its users must sign in in two steps; one without a second factor adds one at the next sign-in' })
  require_second_factor: boolean;
}
