import { createServer, type Server } from 'node:http';
import { decodeJwt } from 'jose';
import { freePort } from './processes';

/** One logout token as an application received it. */
export interface ReceivedLogout {
  /** The path it was POSTed to: which application's back-channel URI. */
  path: string;
  token: string;
  sub: string | undefined;
  sid: string | undefined;
}

/**
 * A real HTTP listener for OpenID Connect back-channel logouts: it records every logout token by the
 * path it was sent to. A silent one never answers (an application that hangs).
 */
export class BackchannelListener {
  readonly received: ReceivedLogout[] = [];
  private server: Server | null = null;
  private origin = '';

  static async start({ silent = false }: { silent?: boolean } = {}): Promise<BackchannelListener> {
    const listener = new BackchannelListener();
    listener.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const token = new URLSearchParams(body).get('logout_token');
        if (token) {
          const claims = decodeJwt(token);
          listener.received.push({ path: request.url ?? '', token, sub: claims.sub, sid: typeof claims.sid === 'string' ? claims.sid : undefined });
        }
        if (!silent) response.writeHead(200).end();
      });
    });
    const port = await freePort();
    await new Promise<void>((resolve) => listener.server?.listen(port, '127.0.0.1', resolve));
    listener.origin = `http://127.0.0.1:${port}`;
    return listener;
  }

  /** A back-channel logout URI of its own for one application. */
  uri(application: string): string {
    return `${this.origin}/${application}/backchannel-logout`;
  }

  /** The logouts sent to that application's URI. */
  to(application: string): ReceivedLogout[] {
    return this.received.filter((logout) => logout.path === `/${application}/backchannel-logout`);
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
