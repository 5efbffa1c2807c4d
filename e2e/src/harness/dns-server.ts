// A real DNS server on a free loopback UDP port for the identity API's TXT look-ups (DNS_SERVERS).
// It runs in jest's parent process while the tests run in a worker, so the records live in files:
// one file per name under the zone folder, one TXT record a line, read again at every question.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import dns2 from 'dns2';
import type { RunningServer } from './server-process';

const { Packet } = dns2;

export interface RunningDnsServer extends RunningServer {
  /** For DNS_SERVERS: `127.0.0.1:<port>`. */
  address: string;
}

/** The file of a name's records; names are lower case letters, digits, '-' and '.' (checked by the API). */
function zoneFileOf(zoneDir: string, name: string): string {
  return join(zoneDir, `${name.toLowerCase()}.txt`);
}

function recordsOf(zoneDir: string, name: string): string[] {
  try {
    return readFileSync(zoneFileOf(zoneDir, name), 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

/** Publishes (replaces) the TXT records of a name, as an administrator would at their DNS host. */
export function publishTxt(zoneDir: string, name: string, records: string[]): void {
  writeFileSync(zoneFileOf(zoneDir, name), `${records.join('\n')}\n`);
}

export async function startDnsServer(zoneDir: string): Promise<RunningDnsServer> {
  mkdirSync(zoneDir, { recursive: true });
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      for (const question of request.questions) {
        if (question.type !== Packet.TYPE.TXT || /[/\\]/.test(question.name)) continue;
        for (const data of recordsOf(zoneDir, question.name)) {
          response.answers.push(Packet.createResourceFromQuestion(question, { type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 1, data }));
        }
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = addresses.udp?.port;
  if (!port) throw new Error('the DNS server did not get a UDP port');
  return { name: 'dns', pid: process.pid, logFile: '', address: `127.0.0.1:${port}`, stop: () => server.close() };
}
