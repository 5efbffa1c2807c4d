import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';

/** A cookie to set, or (value null) to clear, on the answer. */
export interface OutcomeCookie {
  name: string;
  value: string | null;
  options: CookieSerializeOptions;
}

/**
 * What writes cookies: an HttpOutcome (in controllers) and, alike, a FastifyReply (in the exception
 * filter and hooks). Cookie helpers (the session cookie, ...) take this, so they serve both.
 */
export interface CookieWriter {
  setCookie(name: string, value: string, options: CookieSerializeOptions): unknown;
  clearCookie(name: string, options: CookieSerializeOptions): unknown;
}

/**
 * The answer of a handler that sets or clears cookies, redirects, adds headers or chooses its status
 * (docs/adr/0604-one-responder.md). The handler returns it; ResponderInterceptor applies it to the
 * Fastify reply, and Nest sends the body as for any other handler. No controller takes the raw reply.
 * The controller is marked @Responds(), which scopes the responder to it.
 *
 *   return HttpOutcome.of(body).setCookie(name, token, options);
 *   return HttpOutcome.redirect(url, 303);
 *   return HttpOutcome.of(undefined, 204);
 */
export class HttpOutcome<Body = undefined> implements CookieWriter {
  private readonly headerList: Array<[string, string]> = [];
  private readonly cookieList: OutcomeCookie[] = [];
  private statusCode: number | null;

  private constructor(
    readonly body: Body,
    status: number | null,
  ) {
    this.statusCode = status;
  }

  /** The body, with the route's status (its @HttpCode or the method's default) unless one is given. */
  static of<Body>(body: Body, status?: number): HttpOutcome<Body> {
    return new HttpOutcome(body, status ?? null);
  }

  /** No body, with this status (204 unless told). */
  static empty(status = 204): HttpOutcome {
    return new HttpOutcome(undefined, status);
  }

  /** To `location`, with no body: 302 Found unless told (303 See Other after a form post). */
  static redirect(location: string | URL, status: 301 | 302 | 303 | 307 | 308 = 302): HttpOutcome {
    return new HttpOutcome(undefined, status).header('location', String(location));
  }

  get status(): number | null {
    return this.statusCode;
  }

  get headers(): ReadonlyArray<readonly [string, string]> {
    return this.headerList;
  }

  get cookies(): readonly OutcomeCookie[] {
    return this.cookieList;
  }

  /** The Location of a redirect, or null. */
  get location(): string | null {
    return this.headerList.find(([name]) => name === 'location')?.[1] ?? null;
  }

  withStatus(status: number): this {
    this.statusCode = status;
    return this;
  }

  /** Sets a header (the name is kept in lower case; a second call for the same name replaces the first). */
  header(name: string, value: string): this {
    const key = name.toLowerCase();
    const index = this.headerList.findIndex(([existing]) => existing === key);
    if (index >= 0) this.headerList.splice(index, 1);
    this.headerList.push([key, value]);
    return this;
  }

  headersFrom(headers: Readonly<Record<string, string>>): this {
    for (const [name, value] of Object.entries(headers)) this.header(name, value);
    return this;
  }

  /** The Content-Type of a body that is not JSON (an HTML page, ...). */
  type(contentType: string): this {
    return this.header('content-type', contentType);
  }

  setCookie(name: string, value: string, options: CookieSerializeOptions): this {
    this.cookieList.push({ name, value, options });
    return this;
  }

  clearCookie(name: string, options: CookieSerializeOptions): this {
    this.cookieList.push({ name, value: null, options });
    return this;
  }

  /**
   * Nest serializes a handler's value as JSON only when no responder took it: a controller that
   * returns an HttpOutcome without @Responds() fails loudly rather than leaking this object.
   */
  toJSON(): never {
    throw new Error('An HttpOutcome reached the serializer: mark the controller with @Responds()');
  }

  /** Writes status, headers and cookies on the reply (in the order they were given) and returns the body to send. */
  applyTo(reply: FastifyReply): Body {
    if (this.statusCode !== null) reply.status(this.statusCode);
    for (const [name, value] of this.headerList) reply.header(name, value);
    for (const cookie of this.cookieList) {
      if (cookie.value === null) reply.clearCookie(cookie.name, cookie.options);
      else reply.setCookie(cookie.name, cookie.value, cookie.options);
    }
    return this.body;
  }
}
