import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsIP, IsOptional, registerDecorator } from 'class-validator';
import { AUDIT_EVENTS, type AuditEvent } from '../../../platform/audit/audit-event';
import { decodeAuditCursor } from '../../../platform/audit/audit-cursor';
import type { ServiceFieldErrorCode } from '../../../platform/errors/error-code';
import { QueryInteger } from '../../../platform/validation/query-integer.decorator';
import { parseInstant } from '../instant';

export const AUDIT_DEFAULT_LIMIT = 50;
export const AUDIT_MAX_LIMIT = 100;

/** A user id, or an email (checked as an address of at most 254 characters). */
const USER_REFERENCE = /^(?:[1-9]\d{0,9}|[^\s@]{1,64}@[^\s@]+\.[^\s@]+)$/;

/** A string query value that `accepts`; anything else (missing aside) is the field error `code`. */
function QueryText(code: ServiceFieldErrorCode, accepts: (value: string) => boolean): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'queryText',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => typeof value === 'string' && accepts(value),
        defaultMessage: () => code,
      },
    });
  };
}

const userReference = (value: string) => value.length <= 254 && USER_REFERENCE.test(value);

/** The filters of GET /v1/audit/export (all optional, all applied). */
export class AuditFilterQueryDto {
  @ApiPropertyOptional({ description: 'Who acted: a user id or an exact email', example: 'ada@example.com', maxLength: 254 })
  @IsOptional()
  @QueryText('USER_REFERENCE_INVALID', userReference)
  actor?: string;

  @ApiPropertyOptional({ description: 'To whom: a user id or an exact email', example: '42', maxLength: 254 })
  @IsOptional()
  @QueryText('USER_REFERENCE_INVALID', userReference)
  subject?: string;

  @ApiPropertyOptional({ enum: AUDIT_EVENTS, enumName: 'AuditEvent', description: 'One kind of event' })
  @IsOptional()
  @IsIn(AUDIT_EVENTS, { message: 'AUDIT_EVENT_UNKNOWN' })
  event?: AuditEvent;

  @ApiPropertyOptional({ description: "An enterprise's id: its users' and domains' rows. An enterprise administrator's own is implied; another answers 403", minimum: 1 })
  @IsOptional()
  @QueryInteger({ min: 1 })
  enterprise?: number;

  @ApiPropertyOptional({ format: 'date-time', description: 'From this instant, inclusive (ISO 8601 with a time zone)', example: '2026-01-31T00:00:00Z' })
  @IsOptional()
  @QueryText('INSTANT_INVALID', (value) => parseInstant(value) !== null)
  from?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Until this instant, exclusive (ISO 8601 with a time zone); after `from`', example: '2026-02-01T00:00:00Z' })
  @IsOptional()
  @QueryText('INSTANT_INVALID', (value) => parseInstant(value) !== null)
  to?: string;

  @ApiPropertyOptional({ description: 'The exact client address (IPv4 or IPv6)', example: '203.0.113.7', maxLength: 45 })
  @IsOptional()
  @IsIP(undefined, { message: 'IP_INVALID' })
  ip?: string;
}

/** GET /v1/audit: the filters, and where the page starts. */
export class AuditQueryDto extends AuditFilterQueryDto {
  @ApiPropertyOptional({ description: 'next_cursor of the previous page; omitted: the newest rows', maxLength: 32 })
  @IsOptional()
  @QueryText('CURSOR_INVALID', (value) => decodeAuditCursor(value) !== null)
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: AUDIT_MAX_LIMIT, default: AUDIT_DEFAULT_LIMIT })
  @IsOptional()
  @QueryInteger({ min: 1, max: AUDIT_MAX_LIMIT })
  limit: number = AUDIT_DEFAULT_LIMIT;
}
