// Example data (docs/contract.md §3–§4): label → signed URL, loaded once; non-zero stores nothing.
import { cloneableGenerator } from '@redux-saga/testing-utils';
import { call, getContext, put, select } from 'redux-saga/effects';
import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../src/services/context';
import { examples, fetch, initialExamples, labelOf, selectMap, toExampleMap } from '../../../src/models/examples';

const api = { listExamples: vi.fn() } as unknown as Api;

describe('examples/fetch', () => {
  it('a filled map: nothing happens (loaded once)', () => {
    const gen = fetch();
    expect(gen.next().value).toEqual(select(selectMap));
    expect(gen.next({ 'gif/boy/before': 'u' }).done).toBe(true);
  });

  it('an empty map: fetched; code 0 stores the label map, non-zero stores nothing', () => {
    const gen = cloneableGenerator(fetch)();
    gen.next();
    expect(gen.next({}).value).toEqual(getContext('api'));
    expect(gen.next(api).value).toEqual(call(api.listExamples));
    const failed = gen.clone();
    const items = [
      { key: 'static/example/avatar/pix/pixar/after.jpg', signUrl: 'https://s/1' },
      { key: 'example/voice/ttsch/0/tpl.mp3', signUrl: 'https://s/2' },
    ];
    expect(gen.next({ ok: true, code: 0, msg: '', data: { signUrl: items } }).value).toEqual(
      put(examples.actions.save({ 'avatar/pix/pixar/after': 'https://s/1', 'voice/ttsch/0/tpl': 'https://s/2' })),
    );
    expect(gen.next().done).toBe(true);
    const thrown = failed.clone();
    // Non-zero: nothing stored, only the note that examples are missing.
    expect(failed.next({ ok: false, code: 9, msg: '', data: null }).value).toEqual(put(examples.actions.failed()));
    expect(failed.next().done).toBe(true);
    // A failed request: the same note, and the error goes on to the runner.
    expect(thrown.throw(new Error('offline')).value).toEqual(put(examples.actions.failed()));
    expect(() => thrown.next()).toThrow('offline');
  });
});

describe('labels', () => {
  it('drop everything before the category and the extension', () => {
    expect(labelOf('/a/b/gif/boy/before.png')).toBe('gif/boy/before');
    expect(labelOf('image/watercolor/monet/after.webp')).toBe('image/watercolor/monet/after');
    expect(toExampleMap([{ key: 'video/3dp/zoom-in/tpl.mp4', signUrl: 'x' }])).toEqual({ 'video/3dp/zoom-in/tpl': 'x' });
  });
});

describe('examples reducer', () => {
  it('starts empty; save stores the map', () => {
    expect(examples.reducer(undefined, { type: '@@INIT' })).toEqual(initialExamples);
    expect(examples.reducer(initialExamples, examples.actions.save({ a: 'b' }))).toEqual({ map: { a: 'b' } });
  });
});
