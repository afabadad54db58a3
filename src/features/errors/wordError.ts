// A failure in words, in the language in use: the store keeps codes (`{ code, status?,
// params? }`, src/services/errors.ts), the view words them here, so switching the language
// rewords a failure already on screen. What the server said is shown only in Chinese, the
// language it speaks; otherwise our sentence for what failed, the HTTP status or the code.
import type { AppError } from '../../app';
import type { Catalogue } from '../../locales/types';
import { CODES } from '../../rules/errorCodes';
import type { ExpectedKind } from '../../rules/wire/guards';
import { describeError } from '../../services/errors';

type ErrorWords = Catalogue['errors'];

/**
 * The words of the failure reason `value`, or undefined. Every reason has its own words, typed
 * in each catalogue (FailureWords), so the catalogue itself tells a reason: no list of reasons
 * (they are declared with the endpoints, which the first screen does not load) is needed here.
 */
function reasonWords(words: ErrorWords, value: unknown): string | undefined {
  if (typeof value !== 'string' || !Object.hasOwn(words, value)) return undefined;
  // A key of the catalogue; its words are a reason's when they are a plain sentence.
  const word: unknown = Reflect.get(words, value);
  return typeof word === 'string' ? word : undefined;
}
const EXPECTED: readonly ExpectedKind[] = ['string', 'number', 'count', 'time', 'boolean', 'url', 'array', 'object', 'oneOf'];
const isExpected = (value: unknown): value is ExpectedKind => EXPECTED.some((kind) => kind === value);

function expectedText(words: ErrorWords, kind: ExpectedKind, values: string): string {
  return kind === 'oneOf' ? words.expected.oneOf(values) : words.expected[kind];
}

/** `error`: an AppError from state.errors, or anything a dispatch rejected with. */
export function wordError(error: unknown, words: ErrorWords, locale: string): string {
  const { code, status, params = {} } = isAppError(error) ? error : describeError(error);
  const { reason, said, path, expected, values } = params;
  if (typeof said === 'string' && said !== '' && locale === 'zh-CN') return said;
  if (code === 'timeout') return words.timeout;
  const reasonWord = reasonWords(words, reason);
  if (code === 'network' && reasonWord === undefined) return words.network;
  if (code === 'aborted') return words.aborted;
  if (code === 'malformed') {
    if (typeof path !== 'string') return words.malformed;
    const detail = isExpected(expected) ? ` ${expectedText(words, expected, String(values ?? ''))}` : '';
    return words.malformedAt(`${path}${detail}`);
  }
  // Codes whose words the app has in every language (the server says the same in Chinese).
  if (code === CODES.noFace) return words.noFace;
  if (code === CODES.severalFaces) return words.severalFaces;
  if (code === CODES.textLanguage) return words.textLanguage;
  if (code === CODES.nothingToDraw) return words.nothingToDraw;
  if (code === CODES.engineBusy) return words.engineBusy;
  if (reasonWord !== undefined) return reasonWord;
  if (typeof status === 'number') return words.http(status);
  return words.unknown;
}

function isAppError(value: unknown): value is AppError {
  if (typeof value !== 'object' || value === null || value instanceof Error) return false;
  const { code } = value as { code?: unknown };
  return typeof code === 'number' || typeof code === 'string';
}
