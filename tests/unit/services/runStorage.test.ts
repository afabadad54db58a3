// The runs kept for a reload, read back as untrusted: each run's shape is checked field by field
// like an answer from the network, with bounds, and a run that fails is dropped and counted, the
// others kept (the rulebook's checks follow in the tasks model: tests/unit/models/tasks.test.ts).
import { describe, expect, it } from 'vitest';
import {
  MAX_KEPT_ID_LENGTH,
  MAX_KEPT_LIST_LENGTH,
  MAX_KEPT_NAME_LENGTH,
  MAX_KEPT_TEXT_LENGTH,
  RUNS_STORAGE_KEY,
  checkKeptRun,
  createRunStorage,
} from '../../../src/services/runStorage';
import { resource } from '../../testing/fixtures';
import { memoryStorage } from '../../testing/store';

const pending = resource('r1', { status: 'pending', url: '' });
const good = {
  id: 'run-1',
  tool: 'avatar',
  styles: ['pixar'],
  count: 1,
  startedAt: 1_700_000_000_000,
  taskId: 'k1',
  items: [pending],
  input: { photoName: 'me.png' },
};

describe('checkKeptRun', () => {
  it('keeps a run whose shape checks; its tool, styles and results are the tasks model’s to check', () => {
    expect(checkKeptRun(good)).toEqual(good);
    const text = { ...good, tool: 'tts', styles: ['ttsch/0'], input: { text: '你好', bgm: 'cheer' } };
    expect(checkKeptRun(text)).toEqual(text);
  });

  it.each([
    ['a negative count', { count: -1 }],
    ['a fractional count', { count: 1.5 }],
    ['a huge count', { count: 1e308 }],
    ['a count as a string', { count: '2' }],
    ['a style that is not a string', { styles: [42] }],
    ['styles that are not a list', { styles: 'pixar' }],
    ['an empty style', { styles: [''] }],
    ['an unbounded style', { styles: ['s'.repeat(MAX_KEPT_NAME_LENGTH + 1)] }],
    ['a huge list of styles', { styles: Array.from({ length: MAX_KEPT_LIST_LENGTH + 1 }, (_, i) => `s${i}`) }],
    ['a tool that is not a string', { tool: 7 }],
    ['an empty id', { id: '' }],
    ['an unbounded id', { id: 'x'.repeat(MAX_KEPT_ID_LENGTH + 1) }],
    ['an unbounded task id', { taskId: 'k'.repeat(MAX_KEPT_ID_LENGTH + 1) }],
    ['no task id', { taskId: '' }],
    ['a start time of Infinity (1e999)', { startedAt: Number.POSITIVE_INFINITY }],
    ['a negative start time', { startedAt: -1 }],
    ['a start time as a string', { startedAt: '1700000000000' }],
    ['results that are not a list', { items: { 0: pending } }],
    ['a huge list of results', { items: Array.from({ length: MAX_KEPT_LIST_LENGTH + 1 }, () => pending) }],
    ['an unbounded text', { input: { text: 'x'.repeat(MAX_KEPT_TEXT_LENGTH + 1) } }],
    ['music that is not a string', { input: { bgm: ['cheer'] } }],
    ['an unbounded photo name', { input: { photoName: 'p'.repeat(MAX_KEPT_NAME_LENGTH + 1) } }],
    ['no input', { input: null }],
  ])('drops a run with %s', (_, change) => {
    expect(checkKeptRun({ ...good, ...change })).toBeNull();
  });
});

describe('RunStorage.read', () => {
  it('keeps the runs that check and counts the ones it dropped', () => {
    const runs = [good, { ...good, id: 'run-2', count: -3 }, 'junk', { ...good, id: 'run-3', styles: [{}] }];
    // JSON cannot hold Infinity, but 1e999 parses to it.
    const raw = JSON.stringify({ owner: 'tok', runs }).replace('"startedAt":1700000000000', '"startedAt":1e999');
    const storage = createRunStorage(memoryStorage({ [RUNS_STORAGE_KEY]: raw }));
    const read = storage.read();
    expect(read?.owner).toBe('tok');
    expect(read?.runs).toEqual([]);
    expect(read?.unreadable).toBe(4);
    const clean = createRunStorage(memoryStorage({ [RUNS_STORAGE_KEY]: JSON.stringify({ owner: 'tok', runs }) }));
    expect(clean.read()).toEqual({ owner: 'tok', runs: [good], unreadable: 3 });
  });

  it('reads a storage that is not a list of runs, or not JSON, as nothing kept', () => {
    for (const raw of ['{', '[]', JSON.stringify({ owner: 1, runs: [] }), JSON.stringify({ owner: 'tok', runs: {} })]) {
      expect(createRunStorage(memoryStorage({ [RUNS_STORAGE_KEY]: raw })).read()).toBeNull();
    }
    expect(createRunStorage(undefined).read()).toBeNull();
  });
});
