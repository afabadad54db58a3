// The API's non-zero codes, one list for the app (which decides on them) and the local
// stand-in (which answers them). 0 is success (docs/contract.md §9); the rest are ours (docs/api.md).
export const SUCCESS_CODE = 0;

export const CODES = {
  badRequest: 4000,
  badJson: 4001,
  redirectRefused: 4002,
  taskTokenInvalid: 4003,
  badImage: 4004,
  textTooLong: 4005,
  /** A tool that needs a face found none clear enough in the photo (src/rules/faces.ts); nothing charged. */
  noFace: 4006,
  /** A tool that needs one face found several people of about the same size (src/rules/faces.ts); nothing charged. */
  severalFaces: 4007,
  /** A voice given text of another language (src/rules/speech.ts), which it would spell letter by letter; nothing charged. */
  textLanguage: 4008,
  /** A text-to-image prompt naming nothing the local engine can draw (mocks/engine/recipes/tti/refusal.ts); nothing charged. */
  nothingToDraw: 4009,
  loginCodeInvalid: 4010,
  loginCodeExpired: 4011,
  loginStateMismatch: 4012,
  /** Too few points for the task: the UI offers the shop and refreshes the balance. */
  pointsShort: 4020,
  goodsOffSale: 4021,
  /** The account already has MAX_PARALLEL_RUNS runs going (src/rules/runs.ts). */
  tooManyRuns: 4023,
  /** A run's styles or result count break its tool's rules (src/rules/runs.ts). */
  badRun: 4024,
  /** HD asked of a result that cannot be made in HD (src/rules/hd.ts, docs/api.md "HD"): nothing charged. */
  hdNotPossible: 4025,
  /** The engine's queue is full (every account's results waiting): the run is refused before any charge; try in a minute. */
  engineBusy: 4026,
  tradeClosed: 4022,
  unauthorized: 4100,
  tokenExpired: 4101,
  forbidden: 4300,
  notFound: 4400,
  routeNotFound: 4404,
  mockSwitch: 5001,
  /** The stand-in's engine could not look at the photo (its face finder failed); nothing charged. */
  engineFailed: 5002,
} as const;

export type ServerCode = (typeof CODES)[keyof typeof CODES];

/**
 * The server's refusals a user is told about in words, with a way on (choose another photo, top
 * up, sign in again, wait for a run): the app working as meant, not a fault of it, so nothing
 * is logged as an error for them (src/services/errors.ts isExpectedRefusal; issue 33).
 */
export const REFUSAL_CODES: readonly number[] = [
  CODES.badImage,
  CODES.textTooLong,
  CODES.textLanguage,
  CODES.nothingToDraw,
  CODES.noFace,
  CODES.severalFaces,
  CODES.loginCodeInvalid,
  CODES.loginCodeExpired,
  CODES.pointsShort,
  CODES.goodsOffSale,
  CODES.tradeClosed,
  CODES.tooManyRuns,
  CODES.hdNotPossible,
  CODES.engineBusy,
  CODES.unauthorized,
  CODES.tokenExpired,
];
