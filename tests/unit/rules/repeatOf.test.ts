// The rule the page and the stand-in share for a second press (issue 33): the run the same
// action on the same result started, while it still goes.
import { describe, expect, it } from 'vitest';
import { repeatOf, type RunOrigin } from '../../../src/rules/runs';

interface Run {
  id: string;
  origin?: RunOrigin;
  going: boolean;
}
const going = (run: Run) => run.going;

describe('repeatOf', () => {
  const runs: Run[] = [
    { id: 'start', going: true },
    { id: 'hd-a1', origin: { action: 'hd', of: 'a1' }, going: true },
    { id: 'again-a1-done', origin: { action: 'again', of: 'a1' }, going: false },
    { id: 'variations-a2', origin: { action: 'variations', of: 'a2' }, going: true },
  ];

  it('finds the going run of the same action on the same result', () => {
    expect(repeatOf(runs, { action: 'hd', of: 'a1' }, going)?.id).toBe('hd-a1');
    expect(repeatOf(runs, { action: 'variations', of: 'a2' }, going)?.id).toBe('variations-a2');
  });

  it('not another action, another result, a run that ended, or a run no press on a result started', () => {
    expect(repeatOf(runs, { action: 'variations', of: 'a1' }, going)).toBeUndefined();
    expect(repeatOf(runs, { action: 'hd', of: 'a2' }, going)).toBeUndefined();
    expect(repeatOf(runs, { action: 'again', of: 'a1' }, going)).toBeUndefined();
    expect(repeatOf(runs, { action: 'runAgain', of: 'a1' }, going)).toBeUndefined();
  });
});
