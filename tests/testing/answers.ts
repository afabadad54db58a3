// Answer builders, two kinds that must not be mixed up (issue 34: a wire body fed to a step test
// reads as a refusal, since it has no `ok`):
// - `wireOk` / `wireRefused`: the JSON body the API sends (nock replies, the stand-in's answers);
// - `stepAnswer` / `stepRefused`: what api.ts resolves with after reading that body (`Answer<D>`,
//   with `ok`), the value a step-by-step test feeds back for a `call(api.x, …)`.
import type { Answer } from '../../src/services/api';

/** The body of a code-0 answer on the wire. */
export const wireOk = <D>(data: D) => ({ code: 0, data });
/** The body of a refusal on the wire (a non-zero code). */
export const wireRefused = (code: number, msg = '') => ({ code, msg, data: null });

/** What api.ts resolves with for code 0: a step test's answer to `call(api.x, …)`. */
export const stepAnswer = <D>(data: D) => ({ ok: true as const, code: 0 as const, msg: '', data }) satisfies Answer<D>;
/** What api.ts resolves with for a non-zero code (the effect reads it, or `ask` throws `codeError`). */
export const stepRefused = (code = 1, msg = '') => ({ ok: false as const, code, msg, data: null }) satisfies Answer<never>;
