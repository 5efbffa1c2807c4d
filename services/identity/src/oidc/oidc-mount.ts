import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import { oidcLibrary, withLibraryWarningsLogged } from './oidc-library';
import { OIDC_MOUNT_PATH } from './oidc-paths';
import { OidcProviderHost } from './oidc-provider-host';

const DISCOVERY_PATH = '/.well-known/openid-configuration';
const METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'DELETE'];

/** The provider's end_session endpoint and its confirmation, below the mount. */
const END_SESSION_PATH = '/session/end';

/**
 * The path the provider sees, and the `originalUrl` it works out its mount path from (oidc-provider
 * builds its endpoints' URLs from both): `/oidc/token` is its `/token`; the discovery document at the
 * server's root is answered as the one under /oidc, so the two are the same document.
 */
export function providerRequestLine(url: string): { url: string; originalUrl: string } {
  const originalUrl = url.startsWith(DISCOVERY_PATH) ? `${OIDC_MOUNT_PATH}${url}` : url;
  return { url: originalUrl.slice(OIDC_MOUNT_PATH.length) || '/', originalUrl };
}

/**
 * The helmet Content-Security-Policy of the service says `form-action 'self'`; the provider's
 * form_post response posts to the application's redirect URI, so its answers leave that directive out
 * (the others, frame-ancestors 'none' among them, stay; the provider adds its inline script's hash).
 */
export function withoutFormAction(policy: string): string {
  return policy
    .split(';')
    .filter((directive) => !/^\s*form-action\b/i.test(directive))
    .join(';');
}

/**
 * Mounts oidc-provider under /oidc on the service's own Fastify server (docs/adr/0801): a route that
 * hands the raw request and response to the provider's Koa callback. In a scope of its own, whose
 * one content-type parser reads nothing, so the provider reads its own bodies; its rule
 * (`oidc-protocol`) lets the service's CSRF and JSON-body checks pass its form posts. The
 * interaction route (OidcInteractionController) is Nest's: the router prefers it to the wildcard.
 */
@Injectable()
export class OidcMount implements OnModuleInit {
  /** The provider's request handler, composed once per provider (a key change builds a new provider). */
  private readonly callbacks = new WeakMap<Provider, ReturnType<Provider['callback']>>();

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly host: OidcProviderHost,
  ) {}

  async onModuleInit(): Promise<void> {
    // The CLI builds the same modules without an HTTP server: nothing to mount there.
    const adapter = this.adapterHost.httpAdapter as HttpAdapterHost['httpAdapter'] | undefined;
    if (!adapter) return;
    // Loaded before the server listens: an ES module graph loaded later would stop the event loop
    // while the server already takes requests (a drain at SIGTERM then missed a request in flight).
    await oidcLibrary();
    const instance = adapter.getInstance<FastifyInstance>();
    void instance.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      const route = { method: METHODS, config: { stateChanging: 'oidc-protocol' as const }, handler: this.handle };
      scope.route({ ...route, url: `${OIDC_MOUNT_PATH}/*` });
      scope.route({ ...route, method: ['GET', 'HEAD', 'OPTIONS'], url: DISCOVERY_PATH });
    });
  }

  /** The service's policy and the same without form-action: it is the same string on every request. */
  private policies: { withFormAction: string; without: string } | null = null;

  private readonly handle = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const provider = await this.host.provider();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const response: ServerResponse = reply.raw;
    const asked = raw.url ?? '/';
    const line = providerRequestLine(asked);
    // The request's log line (written when the answer is done) shows the path the client asked for;
    // only the raw request, which the provider reads, gets the provider's own path.
    Object.defineProperty(request, 'url', { value: asked });
    raw.url = line.url;
    raw.originalUrl = line.originalUrl;
    const policy = response.getHeader('content-security-policy');
    if (typeof policy === 'string') response.setHeader('content-security-policy', this.withoutFormActionOf(policy));
    reply.hijack();
    let callback = this.callbacks.get(provider);
    if (!callback) {
      callback = provider.callback();
      this.callbacks.set(provider, callback);
    }
    // The end_session routes send back-channel logouts from inside the provider, whose first outgoing
    // request prints a warning (its own SSRF guard is unavailable on Node 20; our fetch applies the
    // outbound policy instead): to the log, like the library's other notices.
    if (line.url.startsWith(END_SESSION_PATH)) await withLibraryWarningsLogged(() => callback(raw, response));
    else await callback(raw, response);
  };

  private withoutFormActionOf(policy: string): string {
    if (this.policies?.withFormAction !== policy) this.policies = { withFormAction: policy, without: withoutFormAction(policy) };
    return this.policies.without;
  }
}
