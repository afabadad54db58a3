import { errors as errorMessages } from '../locales/zh-CN/errors';

/** Why a call failed, so the UI can pick its words and tests can assert the cause. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'malformed' | 'code';

/** The one error type the services layer throws; `message` is ready to show to a user. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly code: number | undefined;

  constructor(kind: ApiErrorKind, message: string, extra: { status?: number; code?: number } = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = extra.status;
    this.code = extra.code;
  }
}

/** A non-zero code turned into an error, for effects whose failures the user must see. */
export function codeError(code: number, msg: string | undefined, fallback: string): ApiError {
  return new ApiError('code', msg && msg.trim() ? msg : fallback, { code });
}

export function malformed(path: string): ApiError {
  return new ApiError('malformed', `${errorMessages.malformed}（${path}）`);
}

/** Best-effort text for anything an effect may catch. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return errorMessages.unknown;
}
