import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { createCsrfHook } from './csrf.hook';
import { CrossSiteAllowed, StateChanging } from './state-changing.decorator';

@Controller()
class RoutesController {
  @Get('enterprises/:id/claim')
  @StateChanging({ read: true })
  claim(): string {
    return 'claimed';
  }

  @Get('enterprises/:id')
  read(): string {
    return 'read';
  }

  @Post('settings')
  @HttpCode(200)
  save(): string {
    return 'saved';
  }

  @Post('handoff/redeem')
  @HttpCode(200)
  @CrossSiteAllowed('server-to-server')
  redeem(): string {
    return 'redeemed';
  }
}

/** The decorators reach the hook through Nest's route config, whatever the spelling of the URL. */
describe('state-changing route metadata', () => {
  let app: NestFastifyApplication;
  let baseUrl: string;
  const header = { 'x-requested-with': 'XMLHttpRequest' };

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ controllers: [RoutesController] }).compile();
    app = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter(), { logger: false });
    app.getHttpAdapter().getInstance().addHook('onRequest', createCsrfHook(['http://portal.example']));
    await app.listen(0, '127.0.0.1');
    baseUrl = await app.getUrl();
  });

  afterAll(() => app.close());

  async function inject(method: 'GET' | 'HEAD' | 'POST', url: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${baseUrl}${url}`, { method, headers });
    const body = await response.text();
    return { statusCode: response.status, body, json: () => JSON.parse(body) as unknown };
  }

  it('checks a GET marked @StateChanging, by its route (percent-encoded spellings and HEAD too)', async () => {
    for (const url of ['/enterprises/1/claim', '/enterprises/1/%63laim', '/enterprises/1/claim?x=1']) {
      expect((await inject('GET', url)).json()).toMatchObject({ statusCode: 403, code: 'CSRF_REJECTED' });
      expect((await inject('GET', url, { ...header, origin: 'null' })).statusCode).toBe(403);
      expect((await inject('GET', url, { ...header, origin: 'http://portal.example' })).body).toBe('claimed');
    }
    expect((await inject('HEAD', '/enterprises/1/claim')).statusCode).toBe(403);
  });

  it('leaves a plain GET alone', async () => {
    expect((await inject('GET', '/enterprises/1', { origin: 'null' })).body).toBe('read');
  });

  it('checks every POST without being told, unknown routes included', async () => {
    expect((await inject('POST', '/settings')).statusCode).toBe(403);
    expect((await inject('POST', '/settings', header)).body).toBe('saved');
    expect((await inject('POST', '/nowhere')).json()).toMatchObject({ statusCode: 403, code: 'CSRF_REJECTED' });
  });

  it('lets a route marked @CrossSiteAllowed through, with or without a query, and nothing beside it', async () => {
    expect((await inject('POST', '/handoff/redeem')).body).toBe('redeemed');
    expect((await inject('POST', '/handoff/redeem?trace=1', { origin: 'https://app.example' })).body).toBe('redeemed');
    expect((await inject('POST', '/handoff/redeem/other')).statusCode).toBe(403);
  });
});
