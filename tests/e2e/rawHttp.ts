// Requests fetch() will not send: a forged Host, a broken request line, a Content-Length
// with no body behind it. Written to the socket as they are; the answer's status line and
// headers are read back (the body is not needed).
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  /** Lower-cased names; a repeated header keeps every value, in order. */
  headers: Map<string, string[]>;
}

export function parseHead(text: string): RawAnswer {
  const [statusLine, ...lines] = text.split('\r\n\r\n')[0].split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? NaN);
  const headers = new Map<string, string[]>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return { status, headers };
}

/** Sends `request` (CRLFs included) to the server of `base` and reads the answer's head. */
export function rawRequest(base: string, request: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    const done = () => {
      socket.destroy();
      if (received.includes('\r\n\r\n')) resolve(parseHead(received));
      else reject(new Error(`no answer head from ${base}: ${JSON.stringify(received.slice(0, 200))}`));
    };
    socket.setTimeout(10_000, done);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) done();
    });
    socket.on('end', done);
    socket.on('error', reject);
    socket.write(request);
  });
}

/** A GET (or other bodiless request) with the given headers, Host included. */
export function rawGet(base: string, path: string, headers: Record<string, string>, method = 'GET'): Promise<RawAnswer> {
  const lines = Object.entries({ Connection: 'close', ...headers }).map(([name, value]) => `${name}: ${value}`);
  return rawRequest(base, `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
}
