// The stand-in on a plain node http server: for contract tests (127.0.0.1, random port) and
// for running it alone (`npx tsx mocks/server/http.ts`, PORT or 3001; the state kept in the
// data folder, docs/mocks.md).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { stopAllMaking } from './making';
import { createMockMiddleware } from './mount';
import { keepMockStateOnDisk } from './dataFolder';
import { warmWhenEngineOn } from './warmEngine';

export interface RunningMock {
  server: Server;
  /** 'http://127.0.0.1:<port>' */
  origin: string;
  /** Stops the server, and every result being made in this process (server/making.ts). */
  close: () => Promise<void>;
}

export async function startMockServer(port = 0, host = '127.0.0.1'): Promise<RunningMock> {
  const middleware = createMockMiddleware();
  const server = createServer((req, res) => {
    // Every answer closes its connection: a client (fetch) reusing an idle kept-alive one just
    // as the server's timeout closes it meets ECONNRESET, which tests between slow steps on a
    // busy machine did. A new local connection per request costs little here.
    res.shouldKeepAlive = false;
    middleware(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not Found');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    server,
    origin: `http://${host}:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        // Nothing would hear of the results being made: their engine work stops now.
        stopAllMaking();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void keepMockStateOnDisk()
    .then(() => startMockServer(Number(process.env.PORT ?? 3001), process.env.HOST ?? '127.0.0.1'))
    .then(({ origin }) => {
      console.log(`mock API on ${origin}`);
      warmWhenEngineOn();
    });
}
