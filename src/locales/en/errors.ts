// English failure messages of the services layer and the models (zh-CN: ../zh-CN/errors.ts).
// Typed by the reasons too, not only by zh-CN's keys, so a reason without words fails tsc here.
import type { FailureWords } from '../../rules/wire/endpoints';
import type { Catalogue } from '../types';

export const errors: Catalogue['errors'] & FailureWords = {
  pleaseLogin: 'Please sign in first',
  timeout: 'The request timed out. Please try again later.',
  network: 'Could not connect. Please check your network and try again.',
  aborted: 'The request was cancelled',
  http: (status: number): string => {
    if (status === 400) return 'Something in the request was wrong. Please check and try again.';
    if (status === 401) return 'Your sign-in has expired. Please sign in again.';
    if (status === 403) return 'You do not have permission to do this';
    if (status === 404) return 'What you asked for does not exist';
    if (status === 408) return 'The request timed out. Please try again later.';
    if (status === 413) return 'The upload is too large';
    if (status === 429) return 'Too many requests. Please wait a moment and try again.';
    if (status >= 500) return `The service is unavailable right now. Please try again later (status ${status}).`;
    return `The request failed (status ${status})`;
  },
  malformed: 'The server sent data in an unexpected format',
  malformedAt: (path: string) => `The server sent data in an unexpected format (${path})`,
  expected: {
    string: 'should be a string',
    number: 'should be a finite number',
    count: 'should be a whole number, 0 or more',
    time: 'should be a valid time (ms)',
    boolean: 'should be true or false',
    url: 'should be an http(s) address',
    oneOf: (values: string) => `should be one of ${values}`,
    array: 'should be a list',
    object: 'should be an object',
  },
  unknown: 'Something went wrong. Please try again later.',
  resourcesFetch: 'Could not load your creations',
  resourceDelete: 'Could not delete',
  resourceRevoke: 'Could not cancel the task',
  goodsFetch: 'Could not load the point packs',
  goodsCheck: 'This pack cannot be bought right now',
  buy: 'Could not place the order',
  pay: 'Could not check the payment',
  taskToken: 'Could not get a task pass',
  task: 'Could not start the task',
  taskFailed: 'Generation failed; your points were refunded',
  taskRevoked: 'The task was cancelled and your points were refunded',
  loginQr: 'Could not get the sign-in QR code. Please try again.',
  vipData: 'Could not load membership details',
  cancelRun: 'Could not stop the run; please try again',
  mediaUnreadable: 'Could not read this creation’s file; please try again later',
  rerunNoPhoto: 'This creation kept neither its photo nor its text, so it cannot be made again',
  runStarting: 'The last run of this tool is still being sent: try again once it has started',
  runRepeat: 'The same is being made from this creation already (not charged again): see it in the run that is going',
  hdNotPossible: 'Only a finished picture that is not HD yet can be made in HD',
  taskTimeout: 'This is taking longer than usual. Check “My creations” later.',
  noFace:
    'No clear face was found in the photo, and no points were charged. Please use a photo of one person facing the camera: face clear, uncovered and not too small (about a third of the picture is best).',
  severalFaces:
    'The photo has several faces, so we cannot tell which one to use; no points were charged. Please use a photo of just one person, or crop it to one person first.',
  textLanguage:
    'The chosen voice cannot read the language of this text, and no points were charged. Please choose a voice of the text’s language.',
  nothingToDraw:
    'Nothing in this prompt is something I can draw, so nothing was made or charged. I can draw: people (a child, woman, man, grandma, grandpa…), animals, food, buildings, vehicles, everyday things, plants, places, weather and seasons — for example “a cat sitting on a boat”.',
  engineBusy: 'Too many creations are waiting to be made right now; no points were charged. Please try again in a minute.',
};
