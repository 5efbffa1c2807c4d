import { lastValueFrom, of } from 'rxjs';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { HttpOutcome } from './http-outcome';
import { ResponderInterceptor } from './responder.interceptor';

function recordingReply() {
  const calls: unknown[][] = [];
  const reply = {
    status: (code: number) => (calls.push(['status', code]), reply),
    header: (name: string, value: string) => (calls.push(['header', name, value]), reply),
    setCookie: (name: string, value: string, options: unknown) => (calls.push(['setCookie', name, value, options]), reply),
    clearCookie: (name: string, options: unknown) => (calls.push(['clearCookie', name, options]), reply),
  };
  return { reply: reply as unknown as FastifyReply, calls };
}

function httpContext(reply: FastifyReply): ExecutionContext {
  return { getType: () => 'http', switchToHttp: () => ({ getResponse: () => reply }) } as unknown as ExecutionContext;
}

describe(HttpOutcome.name, () => {
  it('writes status, headers and cookies in order and hands back the body', () => {
    const { reply, calls } = recordingReply();
    const body = HttpOutcome.of({ ok: true }, 201)
      .header('X-Total', '3')
      .setCookie('sid', 'abc', { httpOnly: true })
      .clearCookie('old', { path: '/' })
      .applyTo(reply);
    expect(body).toEqual({ ok: true });
    expect(calls).toEqual([
      ['status', 201],
      ['header', 'x-total', '3'],
      ['setCookie', 'sid', 'abc', { httpOnly: true }],
      ['clearCookie', 'old', { path: '/' }],
    ]);
  });

  it('leaves the route status alone unless one is chosen', () => {
    const { reply, calls } = recordingReply();
    HttpOutcome.of('x').applyTo(reply);
    expect(calls).toEqual([]);
  });

  it('redirects with a Location and no body (302 unless told)', () => {
    expect(HttpOutcome.redirect('https://a.example/x').status).toBe(302);
    const outcome = HttpOutcome.redirect(new URL('https://a.example/y'), 303);
    expect([outcome.status, outcome.location, outcome.body]).toEqual([303, 'https://a.example/y', undefined]);
  });

  it('replaces a header given twice', () => {
    expect(HttpOutcome.empty().header('ETag', '"a"').header('etag', '"b"').headers).toEqual([['etag', '"b"']]);
  });
});

describe(ResponderInterceptor.name, () => {
  const sut = new ResponderInterceptor();

  it('applies an outcome and passes its body on', async () => {
    const { reply, calls } = recordingReply();
    const handler: CallHandler = { handle: () => of(HttpOutcome.of([1, 2], 503)) };
    await expect(lastValueFrom(sut.intercept(httpContext(reply), handler))).resolves.toEqual([1, 2]);
    expect(calls).toEqual([['status', 503]]);
  });

  it('passes any other value untouched', async () => {
    const { reply, calls } = recordingReply();
    const handler: CallHandler = { handle: () => of({ plain: true }) };
    await expect(lastValueFrom(sut.intercept(httpContext(reply), handler))).resolves.toEqual({ plain: true });
    expect(calls).toEqual([]);
  });
});
