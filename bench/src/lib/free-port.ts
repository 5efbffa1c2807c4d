// A loopback port the OS just handed out, so a bench server never collides with `npm start` or a
// test suite running beside it.
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('no TCP address for a free port'));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });
}
