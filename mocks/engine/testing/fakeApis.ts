// Small stand-ins of the model servers a developer may point the engine at (recipes/remote/):
// a node:http server on a free loopback port that records every request (method, path,
// headers, body) and answers as the test says: a picture the AUTOMATIC1111 way, audio the
// OpenAI way, an error status, malformed JSON, or nothing at all (for timeouts). AUTOMATIC1111's
// progress polls are answered by the fake itself and kept apart.
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import sharp from 'sharp';
import { encodeWav } from '../recipes/shared/wav';

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: unknown;
}

export type Answer = (response: ServerResponse, request: Received) => void;

export interface FakeApi {
  /** The base URL to put in MIAO_ENGINE_SD_URL or MIAO_ENGINE_TTS_URL (with a trailing slash, as people write it). */
  url: string;
  received: Received[];
  /** How the next requests are answered. */
  answerWith: (answer: Answer) => void;
  /** AUTOMATIC1111's progress polls (GET /sdapi/v1/progress), kept apart from `received` and answered with `progressShare`. */
  polled: Received[];
  /** The share done the progress polls answer (0–1). */
  progressShare: number;
  /** Resolves when a request's connection closes before it was answered (a client that gave up). */
  abandoned: () => Promise<void>;
  close: () => Promise<void>;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function startFakeApi(): Promise<FakeApi> {
  let answer: Answer = (response) => response.writeHead(404).end();
  const gaveUp: (() => void)[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const seen: Received = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        json: parse(Buffer.concat(chunks).toString('utf8')),
      };
      if (seen.method === 'GET' && seen.path.startsWith('/sdapi/v1/progress')) {
        api.polled.push(seen);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ progress: api.progressShare, eta_relative: 1, state: {}, textinfo: null }));
        return;
      }
      api.received.push(seen);
      response.on('close', () => {
        if (!response.writableEnded) gaveUp.splice(0).forEach((resolve) => resolve());
      });
      answer(response, seen);
    });
  });
  const api: FakeApi = {
    url: '',
    received: [],
    polled: [],
    progressShare: 0,
    answerWith: (next) => {
      answer = next;
    },
    abandoned: () => new Promise((resolve) => gaveUp.push(resolve)),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the fake API has no port');
  api.url = `http://127.0.0.1:${address.port}/`;
  return api;
}

/** A flat picture of `width` × `height` as PNG bytes (what a fake picture server sends back). */
export async function flatPng(width: number, height: number, colour = '#c0392b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Answers AUTOMATIC1111's way: `{images: [base64], parameters, info}`. */
export function pictureAnswer(picture: Buffer): Answer {
  return (response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ images: [picture.toString('base64')], parameters: {}, info: '{}' }));
  };
}

/** A WAV of a tone, `seconds` long at 24 kHz (OpenAI's rate): what a fake speech server reads. */
export function toneWav(seconds: number): Uint8Array {
  const rate = 24_000;
  const samples = new Float32Array(Math.round(seconds * rate));
  for (let i = 0; i < samples.length; i++) samples[i] = 0.3 * Math.sin((2 * Math.PI * 220 * i) / rate);
  return encodeWav(samples, rate);
}

/** Answers OpenAI's way: the audio's bytes. */
export function audioAnswer(audio: Uint8Array, type = 'audio/wav'): Answer {
  return (response) => {
    response.writeHead(200, { 'content-type': type });
    response.end(audio);
  };
}

/** Answers an error status with a JSON body, as a server out of memory does. */
export function errorAnswer(status: number): Answer {
  return (response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end('{"error":"CUDA out of memory"}');
  };
}

/** Answers 200 with JSON cut short. */
export const malformedAnswer: Answer = (response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"images": ["iVBORw0');
};

/** Never answers (the request stays open until the client gives up or the server closes). */
export const noAnswer: Answer = () => undefined;

/** A field of a recorded JSON body. */
export function field(request: Received | undefined, name: string): unknown {
  const body = request?.json;
  return typeof body === 'object' && body !== null ? new Map(Object.entries(body)).get(name) : undefined;
}

/** The picture an img2img request sent (its first init image), decoded from base64. */
export function sentPicture(request: Received | undefined): Buffer {
  const images = field(request, 'init_images');
  if (!Array.isArray(images) || typeof images[0] !== 'string') throw new Error('the request sent no init image');
  return Buffer.from(images[0], 'base64');
}
