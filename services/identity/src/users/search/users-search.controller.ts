import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiInvalidQueryResponse } from '../../platform/openapi/invalid-query-response.decorator';
import { HttpOutcome } from '../../platform/http/http-outcome';
import { Authenticated } from '../authentication/authenticated.decorator';
import type { User } from '../user.entity';
import { FoundUserDto } from './found-user.dto';
import { UsersSearchQueryDto } from './users-search-query.dto';
import { UsersSearchService } from './users-search.service';
import { Responds } from '../../platform/http/responds.decorator';

function mapFoundUser(user: User): FoundUserDto {
  return { id: user.id, uuid: user.uuid, first_name: user.firstName, last_name: user.lastName, email: user.email, role: user.role, is_disabled: user.isDisabled };
}

const PAGING_HEADERS = {
  'x-result-total-count': { description: 'Users matching the text', schema: { type: 'integer' } },
  'x-result-page-limit': { description: 'The limit applied', schema: { type: 'integer' } },
  'x-result-start-offset': { description: 'The offset applied', schema: { type: 'integer' } },
};

/** The user search of the impersonation page (SPEC §2, §7 GET /v1/users); SYSADMIN only. */
@ApiTags('users')
@Responds()
@Controller('v1/users')
export class UsersSearchController {
  constructor(private readonly search: UsersSearchService) {}

  @Get()
  @ApiInvalidQueryResponse()
  @Authenticated({ role: 'SYSADMIN' })
  @ApiOkResponse({ type: [FoundUserDto], headers: PAGING_HEADERS, description: 'One page of the matching users, by id' })
  async find(@Query() query: UsersSearchQueryDto): Promise<HttpOutcome<FoundUserDto[]>> {
    const page = await this.search.search(query.text, query.limit, query.offset);
    return HttpOutcome.of(page.users.map(mapFoundUser))
      .header('x-result-total-count', String(page.total))
      .header('x-result-page-limit', String(query.limit))
      .header('x-result-start-offset', String(query.offset));
  }
}
