import { ApiPropertyOptional } from '@nestjs/swagger';
import { EnterpriseUserDto } from './enterprise-user.dto';

/** The user after the action; tempPassword only after setTemporaryPassword, and only in this answer. */
export class EnterpriseUserUpdatedDto extends EnterpriseUserDto {
  @ApiPropertyOptional({ example: 'Kq7mZ-4tRw9x-Hn3p', description: 'Must be changed at the next sign-in' })
  tempPassword?: string;
}
