// My resources grouped by run (src/features/resources/runs.ts): one group a run (same taskId),
// a result without taskId a group of its own, runs in date order, a run's results in the
// order it made them, and the run a later page continues from the page before.
import { describe, expect, it } from 'vitest';
import { groupByRun, inScreenOrder, runContinuedFromBefore } from '../../../src/features/resources/runs';
import type { Resource } from '../../../src/services/types';
import { resource } from '../../testing/fixtures';

const T0 = 1_700_000_000_000;
const twoByTwo = { styles: ['pix/pixar', 'pix/anime'], count: 2 };

/** A run of styles pixar, anime × 2 made at T0 + 1 min, listed as the server lists it (newest first, last made first). */
const runA: Resource[] = [
  resource('a-anime-2', { taskId: 'A', style: 'pix/anime', createdAt: T0 + 60_000, settings: twoByTwo }),
  resource('a-anime-1', { taskId: 'A', style: 'pix/anime', createdAt: T0 + 60_000, settings: twoByTwo }),
  resource('a-pixar-2', { taskId: 'A', style: 'pix/pixar', createdAt: T0 + 60_000, settings: twoByTwo }),
  resource('a-pixar-1', { taskId: 'A', style: 'pix/pixar', createdAt: T0 + 60_000, settings: twoByTwo }),
];
/** An older server's result: no taskId, no settings. */
const loneOld = resource('old', { createdAt: T0 + 30_000 });
const loneNew = resource('new', { createdAt: T0 + 90_000 });
/** A one-result run made first. */
const runB = [
  resource('b-1', { taskId: 'B', style: 'pix/disney', createdAt: T0, settings: { styles: ['pix/disney'], count: 1 } }),
];

const ids = (items: readonly Resource[]) => items.map((item) => item.resId);

describe('groupByRun', () => {
  it('puts one run’s results together and a result without taskId in a group of its own', () => {
    const groups = groupByRun([loneNew, ...runA, loneOld, ...runB], 'newest');
    expect(groups.map((group) => group.key)).toEqual(['result:new', 'task:A', 'result:old', 'task:B']);
    expect(groups.map((group) => group.items.length)).toEqual([1, 4, 1, 1]);
    expect(groups[1].taskId).toBe('A');
    expect(groups[0].taskId).toBeUndefined();
  });

  it('orders runs newest first, or oldest first when asked, whatever order they came in', () => {
    const scrambled = [runB[0], runA[2], loneOld, runA[0], loneNew, runA[3], runA[1]];
    expect(groupByRun(scrambled, 'newest').map((group) => group.key)).toEqual(['result:new', 'task:A', 'result:old', 'task:B']);
    expect(groupByRun(scrambled, 'oldest').map((group) => group.key)).toEqual(['task:B', 'result:old', 'task:A', 'result:new']);
  });

  it('lists a run’s results in the order it made them: each style in turn, in both orders of the list', () => {
    for (const order of ['newest', 'oldest'] as const) {
      const [group] = groupByRun(runA, order);
      expect(ids(group.items)).toEqual(['a-pixar-1', 'a-pixar-2', 'a-anime-1', 'a-anime-2']);
    }
  });

  it('dates a run by its first result and keeps runs of the same moment in a stable order', () => {
    const late = resource('a-late', { taskId: 'A', style: 'pix/anime', createdAt: T0 + 61_000, settings: twoByTwo });
    const [group] = groupByRun([late, ...runA], 'newest');
    expect(group.at).toBe(T0 + 60_000);
    const twins = [resource('x', { taskId: 'X', createdAt: T0 }), resource('y', { taskId: 'Y', createdAt: T0 })];
    expect(groupByRun(twins, 'newest').map((g) => g.key)).toEqual(groupByRun([...twins].reverse(), 'newest').map((g) => g.key));
  });

  it('a style its run’s settings do not name goes after the ones they do', () => {
    const stray = resource('a-stray', { taskId: 'A', style: 'pix/elegant', createdAt: T0 + 60_000, settings: twoByTwo });
    const [group] = groupByRun([stray, ...runA], 'newest');
    expect(ids(group.items).at(-1)).toBe('a-stray');
  });

  it('screen order (the viewer’s) is the groups’ results one run after another', () => {
    const groups = groupByRun([loneNew, ...runA, loneOld], 'newest');
    expect(ids(inScreenOrder(groups))).toEqual(['new', 'a-pixar-1', 'a-pixar-2', 'a-anime-1', 'a-anime-2', 'old']);
  });

  it('an empty list is no groups', () => {
    expect(groupByRun([], 'newest')).toEqual([]);
  });
});

describe('runContinuedFromBefore', () => {
  it('names the newest run of a later page when the page holds fewer of its results than it made', () => {
    // Page 2 begins with the two results of run A the first page had no room for.
    expect(runContinuedFromBefore([runA[2], runA[3], loneOld, ...runB], 2)).toBe('A');
  });

  it('names nothing on the first page, for a whole run, for an older server’s result, or an empty page', () => {
    expect(runContinuedFromBefore([runA[2], runA[3], loneOld], 1)).toBeUndefined();
    expect(runContinuedFromBefore([...runA, loneOld], 2)).toBeUndefined();
    expect(runContinuedFromBefore([loneNew, runA[3]], 2)).toBeUndefined();
    expect(runContinuedFromBefore([], 3)).toBeUndefined();
  });

  it('only the newest run of the page: an older incomplete run ends on the page after, not before', () => {
    expect(runContinuedFromBefore([...runB.map((r) => ({ ...r, createdAt: T0 + 120_000 })), runA[0]], 2)).toBeUndefined();
  });
});
