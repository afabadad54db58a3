// One-shot actions (delete, revoke, buy) tell their outcome: the awaited effect either
// resolves (a success toast, when there is one to say) or rejects (its message, in the language in use). A
// run stopped on purpose (a sign-out, a newer run) says nothing.
import { isCancelled } from '../../app';
import { showToast } from '../../components/toast/toastStore';
import { currentLocale, localized } from '../../locales/active';
import { errors as zhErrors } from '../../locales/zh-CN/errors';
import { wordError } from '../errors';

/** What a rejected dispatch (or any thrown failure) says to a user, in the language in use. */
export function failureMessage(error: unknown): string {
  return wordError(error, localized('errors', zhErrors), currentLocale());
}

/** Resolves with the effect's result, or undefined after telling the failure. */
export async function announce<R>(run: Promise<R>, done?: string): Promise<R | undefined> {
  try {
    const result = await run;
    if (done) showToast(done);
    return result;
  } catch (error) {
    if (!isCancelled(error)) showToast(failureMessage(error));
    return undefined;
  }
}
