// Shapes of the stand-in's route tables (umi style): 'METHOD /path' → a JSON value or a
// handler. Handlers see the parsed request and answer { status, body }; a string or Buffer
// body is sent as is with its content type (HTML pages, media, redirects).
import type { Envelope } from '../../src/rules/wire/types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface MockRequest {
  method: string;
  /** Path without the query string, e.g. '/miao/v1/account/info'. */
  path: string;
  /** Query parameters; a repeated key keeps its last value. */
  query: Record<string, string>;
  /** Parsed JSON body (or url-encoded form fields); undefined when there was none. */
  body: unknown;
  /** Lower-cased header names. */
  headers: Record<string, string | undefined>;
  /** 'http://host:port' as the caller reached us (Host header), for absolute URLs. */
  origin: string;
}

export interface MockReply<B = unknown> {
  status: number;
  body: B;
  headers?: Record<string, string>;
}

/** An answer of the API: always the envelope of docs/contract.md §7. */
export type ApiReply<T> = MockReply<Envelope<T> | Envelope<null>>;

export type Handler<B = unknown> = (req: MockRequest) => MockReply<B> | Promise<MockReply<B>>;
export type ApiHandler<T> = (req: MockRequest) => ApiReply<T> | Promise<ApiReply<T>>;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A route table file's default export. */
export type RouteTable = Record<string, Json | Handler>;
