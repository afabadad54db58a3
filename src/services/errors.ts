// The one error type the services layer and the models throw. `code` is the server's
// non-zero code when there is one, else a client-side kind; `message` is a Chinese sentence
// ready to show. A server message that is not one (an English internal error, a stack
// trace) is replaced by the message for its status or code: users never read internals.
import type { AppError } from '../app/effectErrors';
import { currentLocale, localized } from '../locales/active';
import { errors as zhErrors } from '../locales/zh-CN/errors';
import { hasChinese } from '../utils/text';

/** The failure messages in the language in use, read when a failure happens. */
const errorMessages = () => localized('errors', zhErrors);

/** Failures that have no server code. */
export type ClientErrorCode =
  'http' | 'network' | 'timeout' | 'aborted' | 'malformed' | 'unknown' | 'task_failed' | 'task_timeout';

export class ApiError extends Error implements AppError {
  override name = 'ApiError';
  readonly code: number | ClientErrorCode;
  readonly status: number | undefined;

  constructor(code: number | ClientErrorCode, message: string, status?: number) {
    super(message);
    this.code = code;
    this.status = status;
  }

  toJSON(): AppError {
    return describeError(this);
  }
}

/**
 * The server's words when they are a sentence for the user, else ours. The server speaks
 * Chinese: while English is in use, ours (which say the same by code and status) are shown.
 */
export function userMessage(serverMsg: unknown, fallback: string): string {
  if (typeof serverMsg !== 'string' || currentLocale() !== 'zh-CN') return fallback;
  const text = serverMsg.trim();
  return text && hasChinese(text) && text.length <= 200 ? text : fallback;
}

/** A non-zero code turned into an error, for effects whose failures the user must see. */
export function codeError(code: number, msg: string | undefined, fallback: string): ApiError {
  return new ApiError(code, userMessage(msg, fallback));
}

export function malformed(path: string): ApiError {
  return new ApiError('malformed', errorMessages().malformedAt(path));
}

/** What the store keeps of anything an effect throws (state.errors). */
export function describeError(error: unknown): AppError {
  if (error instanceof ApiError) {
    return error.status === undefined
      ? { code: error.code, message: error.message }
      : { code: error.code, message: error.message, status: error.status };
  }
  return { code: 'unknown', message: errorMessages().unknown };
}
