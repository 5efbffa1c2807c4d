import dns2 from 'dns2';

const { Packet } = dns2;

export interface TestDnsServer {
  /** DNS_SERVERS for startTestApp: `127.0.0.1:<port>`. */
  address: string;
  /** Publishes (replaces) the TXT records of a name; each record is one string. */
  setTxt(name: string, records: string[]): void;
  /** Takes a name's records away again. */
  removeTxt(name: string): void;
  close(): Promise<void>;
}

/**
 * A real DNS server on a free loopback UDP port, answering TXT questions from records the test sets
 * (no answer, NOERROR, for other names and types, as a zone without the record would).
 */
export async function startTestDnsServer(): Promise<TestDnsServer> {
  const zone = new Map<string, string[]>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      for (const question of request.questions) {
        if (question.type !== Packet.TYPE.TXT) continue;
        for (const data of zone.get(question.name.toLowerCase()) ?? []) {
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
    setTxt: (name, records) => zone.set(name.toLowerCase(), records),
    removeTxt: (name) => zone.delete(name.toLowerCase()),
    close: () => server.close(),
  };
}
