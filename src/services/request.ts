import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, userSentence } from './errors';
import { authorizationHeader, isLoggedIn, type Auth } from './auth';

/** The notices the client gives by itself; the store words them (services import no locale). */
export type Notice = 'pleaseLogin';

/** The body a signed-out failure resolves with: a code for programs, no words. */
export const SIGNED_OUT_MSG = 'please log in';

export const API_TIMEOUT_MS = 10_000;
/** docs/contract.md §7's generic client defaults, stated rather than inherited from axios. */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';
export const isSuccessStatus = (status: number): boolean => status >= 200 && status <= 299;

export interface RequestOptions {
  /** Base of every /v1 call: `${apiHost}/miao`. */
  baseURL: string;
  /** Read on every request, so the header follows sign-in and sign-out at once. */
  getAuth: () => Auth;
  /** Shows the "please log in" notice (the store words it); absent outside a browser. */
  notify?: (notice: Notice) => void;
  /** The language the page shows, sent as Accept-Language so the server answers its texts in it. */
  language?: () => string;
  /** The API refused this token (HTTP 401 while signed in): the session ends. */
  onUnauthorized?: (token: string) => void;
  now?: () => number;
  /** Hears every answered exchange (the QA recorder in development, src/devtools/recorder.ts). */
  onExchange?: (exchange: Exchange) => void;
}

/** One request and its answer, as the recorder keeps them. */
export interface Exchange {
  method: string;
  /** The full URL, query included. */
  url: string;
  /** The JSON body sent, parsed; undefined without one. */
  body: unknown;
  authorization: string | undefined;
  status: number;
  /** The answer's body as it came (undefined when none came: a network failure). */
  answer: unknown;
}

function exchangeOf(config: InternalAxiosRequestConfig | undefined, status: number, answer: unknown): Exchange | null {
  if (!config) return null;
  const sent: unknown = config.data;
  let body: unknown;
  try {
    body = typeof sent === 'string' && sent !== '' ? JSON.parse(sent) : undefined;
  } catch {
    body = sent;
  }
  const authorization: unknown = config.headers.get('Authorization');
  return {
    method: (config.method ?? 'get').toUpperCase(),
    url: axios.getUri(config),
    body,
    authorization: typeof authorization === 'string' ? authorization : undefined,
    status,
    answer,
  };
}

/** What a failed call resolves to while signed out (docs/contract.md §8: returned, not thrown). */
export interface SignedOutFailure {
  code: number;
  msg: string;
  data: null;
}

// Under Node (vitest with jsdom included) axios would pick its XHR adapter and meet CORS
// preflights and jsdom's XHR quirks. Node's http adapter is what nock intercepts, so the
// choice is made here, once, for every store: tests need no adapter setup of their own.
const runsOnNode = typeof process !== 'undefined' && Boolean(process.versions?.node);

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
      return new ApiError('timeout');
    }
    if (error.code === AxiosError.ERR_CANCELED) return new ApiError('aborted');
    if (error.response) {
      const status = error.response.status;
      // A server that explains itself ({ code, msg } with a 4xx/5xx) keeps its code; its msg
      // is quoted only when it is a sentence for the user (never an internal error text).
      const body: unknown = error.response.data;
      const { code, msg } = typeof body === 'object' && body !== null ? (body as { code?: unknown; msg?: unknown }) : {};
      const serverCode = typeof code === 'number' && code !== 0 ? code : 'http';
      const said = userSentence(msg);
      return new ApiError(serverCode, said === undefined ? {} : { said }, status);
    }
    return new ApiError('network');
  }
  return new ApiError('network');
}

/** The Authorization header a failed request was sent with. */
function sentWith(error: unknown): string | undefined {
  if (!(error instanceof AxiosError)) return undefined;
  const value: unknown = error.config?.headers?.get?.('Authorization');
  return typeof value === 'string' ? value : undefined;
}

/** One axios instance per store: base, timeout, JSON, Authorization, answers unwrapped. */
export function createRequest(options: RequestOptions): AxiosInstance {
  const now = options.now ?? Date.now;
  const instance = axios.create({
    baseURL: options.baseURL,
    timeout: API_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json' },
    xsrfCookieName: XSRF_COOKIE_NAME,
    xsrfHeaderName: XSRF_HEADER_NAME,
    validateStatus: isSuccessStatus,
    maxContentLength: -1,
    ...(runsOnNode ? { adapter: 'http' as const } : {}),
  });

  instance.interceptors.request.use((config) => {
    const header = authorizationHeader(options.getAuth());
    if (header) config.headers.set('Authorization', header);
    // The language the page shows, so the server can answer its own texts (goods) in it.
    config.headers.set('Accept-Language', options.language?.() ?? 'zh-CN');
    return config;
  });

  instance.interceptors.response.use(
    // Answers are unwrapped to the body (docs/contract.md §7); api.ts checks it as unknown.
    (response) => {
      const exchange = options.onExchange && exchangeOf(response.config, response.status, response.data);
      if (exchange) options.onExchange?.(exchange);
      // eslint-disable-next-line @typescript-eslint/no-unsafe-return -- axios types the body as any; nothing reads it before api.ts's checks
      return response.data;
    },
    (error: unknown) => {
      const apiError = toApiError(error);
      if (options.onExchange && error instanceof AxiosError && error.response) {
        const exchange = exchangeOf(error.config, error.response.status, error.response.data);
        if (exchange) options.onExchange(exchange);
      }
      // Aborted by its caller (a cancelled effect): nobody waits for it, so nothing is told.
      if (apiError.code === 'aborted') return Promise.reject(apiError);
      const auth = options.getAuth();
      if (isLoggedIn(auth, now())) {
        // Only a 401 for the token signed in now ends the session: a late one for a login
        // that was replaced meanwhile must not sign out the new one.
        if (apiError.status === 401 && sentWith(error) === authorizationHeader(auth)) options.onUnauthorized?.(auth.token);
        return Promise.reject(apiError);
      }
      options.notify?.('pleaseLogin');
      const failure: SignedOutFailure = {
        code: apiError.status ?? -1,
        msg: SIGNED_OUT_MSG,
        data: null,
      };
      return failure;
    },
  );
  return instance;
}
