// The failure reasons no endpoint answers: an effect or a service finds them itself (a run that
// failed or took too long, a file it cannot read). The reasons an endpoint may fail with are
// declared with it (./endpoints.ts); both kinds together are FailureReason, and each has its
// words in both catalogues (src/locales/*/errors.ts, typed by it).
export const OWN_FAILURES = [
  'taskFailed',
  'taskRevoked',
  'taskTimeout',
  'mediaUnreadable',
  'rerunNoPhoto',
  'runStarting',
  /** The same press on the same result while the run it started still goes (src/rules/runs.ts repeatOf). */
  'runRepeat',
  /** HD asked of a result that cannot be made in HD (src/rules/hd.ts canMakeHd). */
  'hdNotPossible',
] as const;

export type OwnFailure = (typeof OWN_FAILURES)[number];
