// Answer builders: the envelopes the API answers (code 0 with data, or a non-zero code).
export const ok = <D>(data: D) => ({ code: 0, data });
export const refused = (code: number, msg = '') => ({ code, msg, data: null });

/** What api.ts resolves with, for step-by-step effect tests. */
export const answer = <D>(data: D) => ({ ok: true as const, code: 0 as const, msg: '', data });
export const failed = (code = 1, msg = '') => ({ ok: false as const, code, msg, data: null });
