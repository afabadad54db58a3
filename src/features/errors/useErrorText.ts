import { useLocale, useMessages } from '../../locales/useLocale';
import { errors as zhErrors } from '../../locales/zh-CN/errors';
import { wordError } from './wordError';

/**
 * A failure in words (from state.errors, or what a dispatch rejected with), re-rendered when
 * the language changes; `fallback` when there is none.
 */
export function useErrorText(error: unknown, fallback = ''): string {
  const locale = useLocale();
  const words = useMessages('errors', zhErrors);
  return error === undefined || error === null ? fallback : wordError(error, words, locale);
}
