// Template data (docs/contract.md §4): fetched, split by action and channel; non-zero saves nothing.
import { call, getContext, put } from 'redux-saga/effects';
import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../src/services/context';
import { fetch, initialTemplates, splitTemplates, templates } from '../../../src/models/templates';
import { templateAnswer } from '../../testing/fixtures';

const api = { getTemplates: vi.fn() } as unknown as Api;

const split = {
  GifTpls: [{ action: 'expression', mode: 'smile', channel: 'gif' }],
  GifMode2Label: { smile: 'smile' },
  AnimationTpls: [{ action: 'animation', mode: 'talk', channel: 'video' }],
  AnimationMode2Label: { talk: 'talk' },
  AvatarTpls: [{ channel: 'avatar', mode: 'pixar' }],
};

describe('templates/fetch', () => {
  it('code 0: saves the entries split as §4 says', () => {
    const gen = fetch();
    expect(gen.next().value).toEqual(getContext('api'));
    expect(gen.next(api).value).toEqual(call(api.getTemplates));
    expect(gen.next({ ok: true, code: 0, msg: '', data: templateAnswer }).value).toEqual(put(templates.actions.save(split)));
    expect(gen.next().done).toBe(true);
  });

  it('non-zero code: saves nothing', () => {
    const gen = fetch();
    gen.next();
    gen.next(api);
    expect(gen.next({ ok: false, code: 3, msg: '', data: null }).done).toBe(true);
  });

  it('a transport error reaches the runner', () => {
    const gen = fetch();
    gen.next();
    gen.next(api);
    expect(() => gen.throw(new Error('boom'))).toThrow('boom');
  });
});

describe('splitTemplates', () => {
  it('looks at both arrays: an avatar-channel entry in data.animation is an avatar template too', () => {
    const out = splitTemplates({ animation: [{ action: 'animation', mode: 'm', channel: 'avatar' }], avatar: [] });
    expect(out.AnimationTpls).toHaveLength(1);
    expect(out.AvatarTpls).toHaveLength(1);
    expect(out.GifTpls).toEqual([]);
  });
});

describe('templates reducer', () => {
  it('starts empty and save replaces the whole split', () => {
    expect(templates.reducer(undefined, { type: '@@INIT' })).toEqual(initialTemplates);
    expect(templates.reducer(initialTemplates, templates.actions.save(split))).toEqual(split);
  });
});
