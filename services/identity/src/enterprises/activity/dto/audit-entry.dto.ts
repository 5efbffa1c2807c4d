import { ApiProperty } from '@nestjs/swagger';

/** A person an audit row names, as the account is now. */
export class AuditPersonDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  email: string;

  @ApiProperty()
  first_name: string;

  @ApiProperty()
  last_name: string;
}

/** One row of the audit log. */
export class AuditEntryDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ description: 'The kind of event (AuditEvent; a row written by an older version may carry a name no longer listed)', example: 'LOGIN_SUCCEEDED' })
  event: string;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at: string;

  @ApiProperty({ type: AuditPersonDto, nullable: true, description: 'Who acted; null when nobody signed in did (a failed sign-in) or the account is deleted' })
  actor: AuditPersonDto | null;

  @ApiProperty({ type: AuditPersonDto, nullable: true, description: 'To whom; null when nobody in particular or the account is deleted' })
  subject: AuditPersonDto | null;

  @ApiProperty({ type: String, nullable: true, description: 'The client address, when a request caused it' })
  ip: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'The enterprise the row belongs to, fixed when it was written' })
  enterprise_id: number | null;

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'Facts of the event (never a password, token or cookie)' })
  details: Record<string, unknown> | null;
}

/** One page of GET /v1/audit, newest first. */
export class AuditPageDto {
  @ApiProperty({ type: [AuditEntryDto] })
  items: AuditEntryDto[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page; null on the last page' })
  next_cursor: string | null;
}
