// One builder of the workspace's address, for the home page and for the links to a run.
import { describe, expect, it } from 'vitest';
import { runAddress } from '../../../src/features/generate/run/runAddress';
import { workspaceSearch } from '../../../src/features/generate/workspace/workspaceAddress';

describe('the workspace address', () => {
  it('sets tool and style (a slash stays readable), keeps other params, and removes both when closed', () => {
    expect(workspaceSearch('', 'avatar', 'pix/pixar')).toBe('?tool=avatar&style=pix/pixar');
    expect(workspaceSearch('?tab=x&tool=gif&style=smile', 'tts', 'ttsen/0')).toBe('?tool=tts&style=ttsen/0&tab=x');
    expect(workspaceSearch('?tool=gif&style=smile&tab=x', null)).toBe('?tab=x');
    expect(workspaceSearch('?tool=gif', null)).toBe('');
    expect(workspaceSearch('', 'tti', 'a b&c')).toBe('?tool=tti&style=a%20b%26c');
  });

  it('a run’s results are at the home page’s workspace of its tool and first style', () => {
    expect(runAddress({ tool: 'avatar', styles: ['pix/pixar', 'pix/disney'] })).toBe('/?tool=avatar&style=pix/pixar');
    expect(runAddress({ tool: 'tts', styles: [] })).toBe('/?tool=tts');
  });
});
