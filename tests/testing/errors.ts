// state.errors keeps codes; a test that checks what the user reads words them the way the view
// does (src/features/errors/wordError.ts), in Chinese unless told.
import { errors as enErrors } from '../../src/locales/en/errors';
import { errors as zhErrors } from '../../src/locales/zh-CN/errors';
import { wordError } from '../../src/features/errors/wordError';

export function errorText(error: unknown, locale: 'zh-CN' | 'en' = 'zh-CN'): string | undefined {
  if (error === undefined || error === null) return undefined;
  return wordError(error, locale === 'en' ? enErrors : zhErrors, locale);
}
