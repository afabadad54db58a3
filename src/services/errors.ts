// The one error type the services layer and the models throw, and what the store keeps of a
// failure: codes, never words. `code` is the server's non-zero code when there is one, else a
// client-side kind; `params` say what failed (`reason`, a key of the error catalogue), what
// the server said when it was a sentence for a user (`said`), and where an answer was
// malformed (`path`, `expected`). The view words it in the language in use
// (src/features/errors/wordError.ts), so a language switch rewords a failure on screen.
import type { AppError } from '../app/effectErrors';
import { REFUSAL_CODES } from '../rules/errorCodes';
import type { FailureReason } from '../rules/wire/endpoints';
import type { ExpectedKind } from '../rules/wire/guards';
import { hasChinese } from '../utils/text';

/** Failures that have no server code. */
export type ClientErrorCode =
  'http' | 'network' | 'timeout' | 'aborted' | 'malformed' | 'unknown' | 'task_failed' | 'task_timeout';

export interface ErrorParams {
  /** What the effect was doing (declared with its endpoint, src/rules/wire/endpoints.ts, or src/rules/wire/failures.ts). */
  reason?: FailureReason;
  said?: string;
  path?: string;
  expected?: ExpectedKind;
  /** For `expected: 'oneOf'`: the values allowed, `a/b/c`. */
  values?: string;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: number | ClientErrorCode;
  readonly status: number | undefined;
  readonly params: ErrorParams;

  constructor(code: number | ClientErrorCode, params: ErrorParams = {}, status?: number) {
    // For logs and developers; a user reads the view's wording of code and params.
    super(
      `${params.reason ?? String(code)}${status === undefined ? '' : ` (HTTP ${status})`}${params.path ? ` at ${params.path}` : ''}`,
    );
    this.code = code;
    this.status = status;
    this.params = params;
  }

  toJSON(): AppError {
    return describeError(this);
  }
}

/** The app's own refusals and ends a user is told about in words (the same run going, a run they stopped…). Plain arrays: a production build drops them with the log (effectLog.ts). */
const OWN_REFUSALS: readonly FailureReason[] = ['runStarting', 'runRepeat', 'hdNotPossible', 'rerunNoPhoto', 'taskRevoked'];

/**
 * A refusal the user is told about in words (no face in the photo, too few points, the same
 * run going, a run they stopped): expected, so not logged as an error (issue 33); anything
 * else (a network failure, a server fault, a bug) is.
 */
export function isExpectedRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (typeof error.code === 'number') return REFUSAL_CODES.includes(error.code);
  return error.params.reason !== undefined && OWN_REFUSALS.includes(error.params.reason);
}

/** The server's words, kept only when they are a sentence for a user (Chinese, short): never an internal error. */
export function userSentence(serverMsg: unknown): string | undefined {
  if (typeof serverMsg !== 'string') return undefined;
  const text = serverMsg.trim();
  return text && hasChinese(text) && text.length <= 200 ? text : undefined;
}

/** A non-zero code turned into an error, for effects whose failures the user must see. */
export function codeError(code: number, msg: string | undefined, reason: FailureReason): ApiError {
  const said = userSentence(msg);
  return new ApiError(code, said === undefined ? { reason } : { reason, said });
}

/** An answer that is not what api.md says: where, and what was expected there (src/rules/wire/guards.ts). */
export function malformed(path: string, expected?: ExpectedKind, values?: string): ApiError {
  return new ApiError('malformed', {
    path,
    ...(expected === undefined ? {} : { expected }),
    ...(values === undefined ? {} : { values }),
  });
}

const cleanParams = (params: ErrorParams): AppError['params'] | undefined => {
  const entries = Object.entries(params).filter(([, value]) => value !== undefined);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
};

/** What the store keeps of anything an effect throws (state.errors): `{ code, status?, params? }`. */
export function describeError(error: unknown): AppError {
  if (!(error instanceof ApiError)) return { code: 'unknown' };
  const params = cleanParams(error.params);
  return {
    code: error.code,
    ...(error.status === undefined ? {} : { status: error.status }),
    ...(params === undefined ? {} : { params }),
  };
}
