import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { HttpOutcome } from '../../platform/http/http-outcome';
import { ClientContext } from '../../platform/http/request-context.decorator';
import { Responds } from '../../platform/http/responds.decorator';
import type { SessionContext } from '../../platform/http/session-context';
import { StateChanging } from '../../platform/http/state-changing.decorator';
import { Authenticated } from '../../users/authentication/authenticated.decorator';
import { CurrentUser } from '../../users/authentication/current-user.decorator';
import type { User } from '../../users/user.entity';
import { ActivityService, AUDIT_EXPORT_CAP } from './activity.service';
import { AuditPageDto } from './dto/audit-entry.dto';
import { AuditFilterQueryDto, AuditQueryDto } from './dto/audit-query.dto';

const BAD_FILTER =
  'VALIDATION_FAILED: a filter is not valid (USER_REFERENCE_INVALID, AUDIT_EVENT_UNKNOWN, INSTANT_INVALID, TIME_RANGE_INVALID, IP_INVALID, CURSOR_INVALID, INVALID_TYPE, UNKNOWN_FIELD)';
const NOT_ALLOWED = 'FORBIDDEN: neither SYSADMIN nor an enterprise administrator, or an enterprise administrator naming another enterprise';

/**
 * The audit viewer's reads (issue 30, docs/adr/1002-audit-viewer.md): SYSADMIN reads every row, an
 * enterprise administrator the rows of their enterprise's users and domains, nobody else any.
 */
@ApiTags('audit')
@Responds()
@Controller('v1/audit')
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @Get()
  @Authenticated()
  @ApiOkResponse({ type: AuditPageDto, description: 'One page of the matching rows, newest first' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: BAD_FILTER })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: NOT_ALLOWED })
  list(@CurrentUser() caller: User, @Query() query: AuditQueryDto): Promise<AuditPageDto> {
    return this.activity.page(caller, query);
  }

  @Get('export')
  @Authenticated()
  // It writes an AUDIT_EXPORTED row, so another site may not make a signed-in browser ask for it.
  @StateChanging({ read: true })
  @ApiOkResponse({
    description: `The matching rows as CSV (RFC 4180, UTF-8), newest first, at most ${AUDIT_EXPORT_CAP}; a cell a spreadsheet would take for a formula starts with '`,
    content: { 'text/csv': { schema: { type: 'string' } } },
    headers: {
      'content-disposition': { description: 'attachment; filename="audit-<date>.csv"', schema: { type: 'string' } },
      'x-audit-export-limit': { description: `The most rows an export holds (${AUDIT_EXPORT_CAP})`, schema: { type: 'integer' } },
      'x-audit-export-truncated': { description: 'true when more rows matched than the export holds: narrow the filters', schema: { type: 'string', enum: ['true', 'false'] } },
    },
  })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: BAD_FILTER })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: `${NOT_ALLOWED}; CSRF_REJECTED: X-Requested-With missing or Origin not trusted` })
  async export(@CurrentUser() caller: User, @Query() query: AuditFilterQueryDto, @ClientContext() context: SessionContext): Promise<HttpOutcome<string>> {
    const exported = await this.activity.export(caller, query, context);
    const date = new Date().toISOString().slice(0, 10);
    return HttpOutcome.of(exported.csv)
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${date}.csv"`)
      .header('x-audit-export-limit', String(AUDIT_EXPORT_CAP))
      .header('x-audit-export-truncated', String(exported.truncated));
  }
}
