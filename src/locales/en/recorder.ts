// The QA recorder's panel in English (zh-CN/recorder.ts says why it is not in the catalogue).
import type { RecorderWords } from '../zh-CN/recorder';

export const recorder: RecorderWords = {
  region: 'QA recorder (development)',
  open: 'Open the QA recorder',
  openRecording: (steps) => `Recording (${steps} steps): open the QA recorder`,
  collapse: 'Collapse',
  start: '● Record a test',
  stop: 'Stop and save',
  discard: 'Discard the recording',
  name: 'Test name',
  counts: (steps, actions, requests) => `● ${steps} steps · ${actions} actions · ${requests} requests`,
  busy: 'Requests in flight: wait for them before the next step',
  saving: 'Saving…',
  saveFailed: 'prettier could not lay it out: saved as it is; run npx prettier --write before committing',
  broken: 'The recording left by the last page could not be read and was dropped',
  tooLarge: 'Too large to keep: a reload or a sign-in will lose it',
};
