import { describe, expect, it } from 'vitest';
import { runPercent } from '../../../src/features/generate/run/runPercent';
import { resource } from '../../testing';

const pending = (id: string, progress?: number) => resource(id, { status: 'pending', url: '', progress });

describe('runPercent', () => {
  it('averages the results, a final one counting whole', () => {
    expect(runPercent([pending('a', 20), pending('b', 60)])).toBe(40);
    expect(runPercent([resource('a'), pending('b', 50)])).toBe(75);
    expect(runPercent([resource('a', { status: 'failed' }), resource('b')])).toBe(100);
  });

  it('is unknown when a pending result says nothing (an older server), or before the run is answered', () => {
    expect(runPercent([resource('a'), pending('b')])).toBeUndefined();
    expect(runPercent([])).toBeUndefined();
  });
});
