// HD and variations, step by step (issue 27 item 3): each starts one new run from a finished
// result's input, as make again does (its text, or its photo read back from `source`); HD
// sends `hdOf`, one style, one result; variations the tool's maxResults, at most four.
import { call, put, select } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { taskBody } from '../../../src/models/taskRun';
import {
  hdPayload,
  hdPrice,
  makeHd,
  makeVariations,
  MAX_VARIATIONS,
  readPhoto,
  selectRuns,
  tasks,
  variationCount,
  variationsCost,
  variationsPayload,
} from '../../../src/models/tasks';
import { TOOL_IDS, toolOf } from '../../../src/rules/catalog';
import { randomId } from '../../../src/utils/ids';
import { resource } from '../../testing/fixtures';

const photo = resource('a1', { cost: 10, style: 'anime', settings: { styles: ['pixar', 'anime'], count: 2 } });
const prompt = resource('t1', {
  typ: 'tti',
  style: '1000',
  cost: 5,
  source: '',
  settings: { styles: ['1000'], count: 3, text: '小猫' },
});
const speech = resource('s1', { typ: 'tts', kind: 'audio', style: 'xiaoyan', cost: 2, source: '', settings: { text: '你好' } });

describe('what HD makes and costs', () => {
  it('the result’s own tool, style and input, one result, hdOf its id', () => {
    expect(hdPayload(photo)).toEqual({ tool: 'avatar', style: 'anime', hdOf: 'a1' });
    expect(hdPayload(prompt)).toEqual({ tool: 'tti', style: '1000', text: '小猫', hdOf: 't1' });
  });

  it('none for what cannot be made in HD: a video or voice, one not done, one HD already, an unknown tool', () => {
    expect(hdPayload(speech)).toBeNull();
    expect(hdPayload(resource('v1', { typ: 'video3d', kind: 'video' }))).toBeNull();
    expect(hdPayload(resource('p1', { status: 'pending', url: '' }))).toBeNull();
    expect(hdPayload(resource('h1', { settings: { scale: 2, hdOf: 'a0' } }))).toBeNull();
    expect(hdPayload(resource('u1', { typ: 'unknown' }))).toBeNull();
  });

  it('costs twice what the result cost', () => {
    expect(hdPrice(photo)).toBe(20);
    expect(hdPrice(prompt)).toBe(10);
  });

  it('the wire body carries hdOf, and no styles or count', () => {
    const base = hdPayload(photo);
    expect(base && taskBody({ ...base, image: 'data:image/png;base64,AA' })).toEqual({
      tool: 'avatar',
      style: 'anime',
      image: 'data:image/png;base64,AA',
      hdOf: 'a1',
    });
  });
});

describe('what variations make and cost', () => {
  it('the tool’s maxResults, at most four', () => {
    for (const tool of TOOL_IDS) expect(variationCount(tool)).toBe(Math.min(toolOf(tool).maxResults, MAX_VARIATIONS));
    expect(variationCount('avatar')).toBe(4);
    expect(variationCount('tts')).toBe(1);
  });

  it('count × the price of one result', () => {
    expect(variationsCost('tti')).toBe(4 * 5);
    expect(variationsCost('avatar')).toBe(4 * 10);
    expect(variationsCost('tts')).toBe(2);
  });

  it('the result’s own style only (not its run’s), its input, the count; one result sends no count', () => {
    // variationsOf names the result, so the points history calls the charge variations (issue 33).
    expect(variationsPayload(photo)).toEqual({ tool: 'avatar', style: 'anime', count: 4, variationsOf: 'a1' });
    expect(variationsPayload(prompt)).toEqual({ tool: 'tti', style: '1000', text: '小猫', count: 4, variationsOf: 't1' });
    expect(variationsPayload(speech)).toEqual({ tool: 'tts', style: 'xiaoyan', text: '你好' });
    expect(variationsPayload(resource('u1', { typ: 'unknown' }))).toBeNull();
  });
});

describe('tasks/makeHd and tasks/makeVariations', () => {
  // Each starts by asking the runs whether the same press on the same result still goes
  // (rules/runs.ts repeatOf); here none does, so the test answers [] to that first step.
  it('HD of a photo result reads the photo back, then starts the run with hdOf', () => {
    const gen = makeHd(tasks.actions.makeHd({ resource: photo }));
    expect(gen.next().value).toEqual(select(selectRuns));
    expect(gen.next([]).value).toEqual(call(randomId, 16));
    expect(gen.next('hd-run').value).toEqual(call(readPhoto, 'http://cdn.test/src.png'));
    expect(gen.next('data:image/png;base64,AA').value).toEqual(
      put(
        tasks.actions.create({
          tool: 'avatar',
          style: 'anime',
          hdOf: 'a1',
          runId: 'hd-run',
          image: 'data:image/png;base64,AA',
          origin: { action: 'hd', of: 'a1' },
        }),
      ),
    );
    expect(gen.next()).toEqual({ done: true, value: 'hd-run' });
  });

  it('HD of a text result starts at once with its text', () => {
    const gen = makeHd(tasks.actions.makeHd({ resource: prompt }));
    gen.next();
    gen.next([]);
    expect(gen.next('hd-run').value).toEqual(
      put(
        tasks.actions.create({
          tool: 'tti',
          style: '1000',
          text: '小猫',
          hdOf: 't1',
          runId: 'hd-run',
          origin: { action: 'hd', of: 't1' },
        }),
      ),
    );
    expect(gen.next()).toEqual({ done: true, value: 'hd-run' });
  });

  it('HD of what cannot be made in HD is refused before anything starts', () => {
    const gen = makeHd(tasks.actions.makeHd({ resource: speech }));
    expect(() => gen.next()).toThrow('hdNotPossible');
  });

  it('the same press on the same result while its run goes is refused before anything starts', () => {
    const gen = makeHd(tasks.actions.makeHd({ resource: prompt }));
    gen.next();
    const going = { origin: { action: 'hd', of: 't1' }, status: 'running', items: [] };
    expect(() => gen.next([going])).toThrow('runRepeat');
  });

  it('variations start one run of count results', () => {
    const gen = makeVariations(tasks.actions.makeVariations({ resource: prompt }));
    gen.next();
    gen.next([]);
    expect(gen.next('v-run').value).toEqual(
      put(
        tasks.actions.create({
          tool: 'tti',
          style: '1000',
          text: '小猫',
          count: 4,
          variationsOf: 't1',
          runId: 'v-run',
          origin: { action: 'variations', of: 't1' },
        }),
      ),
    );
    expect(gen.next()).toEqual({ done: true, value: 'v-run' });
  });

  it('a photo result whose photo is gone starts nothing', () => {
    const gen = makeVariations(tasks.actions.makeVariations({ resource: { ...photo, source: '' } }));
    gen.next();
    gen.next([]);
    expect(() => gen.next('v-run')).toThrow('rerunNoPhoto');
  });
});
