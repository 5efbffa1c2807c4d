import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * - `forward`: bytes flow both ways (a healthy network).
 * - `silent`: connections are accepted and held, nothing is forwarded either way (a partition: the
 *   peer neither answers nor refuses). Held bytes flow again when the mode goes back to `forward`,
 *   as TCP would retransmit them once the partition heals.
 * - `refuse`: nothing listens on the port (new connections get ECONNREFUSED) and every open
 *   connection is reset (the peer is down).
 */
export type TcpProxyMode = 'forward' | 'silent' | 'refuse';

export interface TcpProxyOptions {
  /** Where `forward` sends the bytes. */
  target: { host: string; port: number };
  /** Default `forward`. */
  mode?: TcpProxyMode;
  /** Default 0: a free loopback port, kept through `refuse` and back. */
  port?: number;
}

export interface TcpProxy {
  readonly host: string;
  readonly port: number;
  readonly mode: TcpProxyMode;
  /** Connections open now (held ones included). */
  readonly openConnections: number;
  /** Resolves once the new mode holds (the port listens again, or no longer listens). */
  setMode(mode: TcpProxyMode): Promise<void>;
  /** Resets every open connection, whatever the mode. */
  dropConnections(): void;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket | null;
}

/** A TCP proxy on loopback whose network the test controls; e.g. in front of MariaDB or Redis. */
export async function startTcpProxy(options: TcpProxyOptions): Promise<TcpProxy> {
  const host = '127.0.0.1';
  let mode: TcpProxyMode = options.mode ?? 'forward';
  const pairs = new Set<Pair>();
  let server: Server | null = null;
  let port = options.port ?? 0;

  /** `reset` sends an RST (the peer is gone); otherwise the other side is simply closed. */
  const destroyPair = (pair: Pair, reset = false): void => {
    if (!pairs.delete(pair)) return;
    for (const socket of [pair.client, pair.upstream]) {
      if (!socket) continue;
      if (reset) socket.resetAndDestroy();
      else socket.destroy();
    }
  };

  const openUpstream = (pair: Pair): void => {
    const upstream = connect(options.target.port, options.target.host);
    pair.upstream = upstream;
    const { client } = pair;
    upstream.on('data', (chunk) => {
      if (!client.write(chunk)) upstream.pause();
    });
    client.on('data', (chunk) => {
      if (!upstream.write(chunk)) client.pause();
    });
    // Flow control, and no flow while the network is silent.
    client.on('drain', () => mode === 'forward' && upstream.resume());
    upstream.on('drain', () => mode === 'forward' && client.resume());
    upstream.on('end', () => client.end());
    client.on('end', () => upstream.end());
    upstream.on('error', () => destroyPair(pair));
    upstream.on('close', () => destroyPair(pair));
    client.resume();
  };

  const onConnection = (client: Socket): void => {
    if (mode === 'refuse') {
      client.resetAndDestroy();
      return;
    }
    const pair: Pair = { client, upstream: null };
    pairs.add(pair);
    client.pause();
    client.on('error', () => destroyPair(pair));
    client.on('close', () => destroyPair(pair));
    // A connection accepted while silent reaches the target only when the network returns.
    if (mode === 'forward') openUpstream(pair);
  };

  const listen = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const next = createServer(onConnection);
      next.once('error', reject);
      next.listen(port, host, () => {
        next.off('error', reject);
        server = next;
        const address = next.address();
        if (address && typeof address === 'object') port = address.port;
        resolve();
      });
    });

  const stopListening = (): Promise<void> =>
    new Promise((resolve) => {
      const current = server;
      server = null;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  const applyMode = async (next: TcpProxyMode): Promise<void> => {
    mode = next;
    if (next === 'refuse') {
      for (const pair of [...pairs]) destroyPair(pair, true);
      await stopListening();
      return;
    }
    if (!server) await listen();
    for (const pair of pairs) {
      if (next === 'silent') {
        pair.client.pause();
        pair.upstream?.pause();
      } else if (pair.upstream) {
        pair.client.resume();
        pair.upstream.resume();
      } else {
        openUpstream(pair);
      }
    }
  };

  if (mode !== 'refuse') await listen();
  else {
    // Reserve a port first, so that the proxy has an address before it ever listens.
    await listen();
    await stopListening();
  }

  return {
    host,
    get port() {
      return port;
    },
    get mode() {
      return mode;
    },
    get openConnections() {
      return pairs.size;
    },
    setMode: applyMode,
    dropConnections: () => {
      for (const pair of [...pairs]) destroyPair(pair, true);
    },
    close: async () => {
      for (const pair of [...pairs]) destroyPair(pair);
      await stopListening();
    },
  };
}
