// What the store logs of an effect's failure, outside production: not a refusal the user is
// told about in words (no face in the photo, too few points, the same run going): that is the
// app working as meant, and logging it as an error hid the real ones (issue 33). Everything
// else (a network failure, a server fault, a bug) is logged for the developer.
import type { OnError } from '../app/effects';
import { isExpectedRefusal } from '../services/errors';

export const logEffectFailure: OnError = (error, { effect }) => {
  if (process.env.NODE_ENV === 'production' || isExpectedRefusal(error)) return;
  console.error(`[${effect}]`, error);
};
