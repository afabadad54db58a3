// The QA recorder's panel in English (zh-CN/recorder.ts says why it is not in the catalogue).
import type { RecorderWords } from '../zh-CN/recorder';

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

export const recorder: RecorderWords = {
  region: 'QA recorder (development)',
  open: 'Open the QA recorder',
  openRecording: (steps) => `Recording (${count(steps, 'step', 'steps')}): open the QA recorder`,
  openNotice: (notice) => `${notice}. Open the QA recorder`,
  collapse: 'Collapse',
  start: '● Record a test',
  stop: 'Stop and save',
  discard: 'Discard',
  name: 'Test name',
  counts: (steps, actions, requests) =>
    `● ${count(steps, 'step', 'steps')} · ${count(actions, 'action', 'actions')} · ${count(requests, 'request', 'requests')}`,
  busy: 'Requests in flight: wait for them before the next step',
  saving: 'Saving…',
  saved: (file) => `Saved ${file}`,
  saveFailed: 'prettier could not lay it out: saved as it is; run npx prettier --write before committing',
  dataLost: 'The photo recorded before the reload could not be read back, so this cannot be saved: discard it and record again',
  broken: 'The recording left by the last page could not be read and was dropped',
  tooLarge: 'Too large to keep: a reload or a sign-in would lose it. Stop and save it now',
};
