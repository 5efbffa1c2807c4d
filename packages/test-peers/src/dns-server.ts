import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import dns2 from 'dns2';

const { Packet } = dns2;

export interface DnsServerOptions {
  /**
   * Keeps the zone in this folder, one file per name and one TXT record a line, read again at every
   * question: for tests that run in another process than the server (the browser suite's workers).
   * Without it the zone lives in memory.
   */
  zoneDir?: string;
}

export interface TestDnsServer {
  /** DNS_SERVERS for the identity API: `127.0.0.1:<port>`. */
  address: string;
  /** Publishes (replaces) the TXT records of a name; each record is one string. */
  setTxt(name: string, records: string[]): void;
  /** Takes a name's records away again. */
  removeTxt(name: string): void;
  close(): Promise<void>;
}

interface Zone {
  get(name: string): string[];
  set(name: string, records: string[]): void;
  remove(name: string): void;
}

function memoryZone(): Zone {
  const records = new Map<string, string[]>();
  return {
    get: (name) => records.get(name.toLowerCase()) ?? [],
    set: (name, values) => records.set(name.toLowerCase(), values),
    remove: (name) => records.delete(name.toLowerCase()),
  };
}

/** A name never leaves the folder: one with a path separator has no records. */
function folderZone(zoneDir: string): Zone {
  const fileOf = (name: string): string | null => (/[/\\]/.test(name) ? null : join(zoneDir, `${name.toLowerCase()}.txt`));
  return {
    get: (name) => {
      const file = fileOf(name);
      try {
        return file ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
      } catch {
        return [];
      }
    },
    set: (name, records) => {
      const file = fileOf(name);
      if (file) writeFileSync(file, `${records.join('\n')}\n`);
    },
    remove: (name) => {
      const file = fileOf(name);
      if (file) rmSync(file, { force: true });
    },
  };
}

/** Publishes (replaces) the TXT records of a name in the zone folder of a server started with `zoneDir`. */
export function publishTxt(zoneDir: string, name: string, records: string[]): void {
  folderZone(zoneDir).set(name, records);
}

/**
 * A real DNS server on a free loopback UDP port, answering TXT questions from records the test sets
 * (no answer, NOERROR, for other names and types, as a zone without the record would).
 */
export async function startTestDnsServer(options: DnsServerOptions = {}): Promise<TestDnsServer> {
  if (options.zoneDir) mkdirSync(options.zoneDir, { recursive: true });
  const zone = options.zoneDir ? folderZone(options.zoneDir) : memoryZone();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      for (const question of request.questions) {
        if (question.type !== Packet.TYPE.TXT) continue;
        for (const data of zone.get(question.name)) {
          response.answers.push(Packet.createResourceFromQuestion(question, { type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 1, data }));
        }
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = addresses.udp?.port;
  if (!port) throw new Error('the test DNS server did not get a UDP port');
  return {
    address: `127.0.0.1:${port}`,
    setTxt: (name, records) => zone.set(name, records),
    removeTxt: (name) => zone.remove(name),
    close: () => server.close(),
  };
}
