import type { AuditPerson, AuditRecord } from '../../platform/audit/audit-query';
import type { AuditEntryDto, AuditPersonDto } from './dto/audit-entry.dto';

function mapPerson(person: AuditPerson | null): AuditPersonDto | null {
  return person ? { id: person.id, email: person.email, first_name: person.firstName, last_name: person.lastName } : null;
}

export function mapAuditEntry(record: AuditRecord): AuditEntryDto {
  return {
    id: record.id,
    event: record.event,
    created_at: record.createdAt.toISOString(),
    actor: mapPerson(record.actor),
    subject: mapPerson(record.subject),
    ip: record.ip,
    enterprise_id: record.enterpriseId,
    details: record.details,
  };
}
