// Resources: list, delete one, delete many, revoke. The list changes only after the server
// said yes, so a failure (thrown to the runner → state.errors) never drops an item.
import { call, delay, getContext, put, putResolve, select } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import {
  fetch,
  initialResources,
  refreshWhilePending,
  remove,
  removeMany,
  resources,
  revoke,
  selectResources,
} from '../../../src/models/resources';
import { session } from '../../../src/models/session';
import { codeError } from '../../../src/services/errors';
import { ask } from '../../../src/models/ask';
import { resource } from '../../testing/fixtures';

const RESOURCES_REFRESH_MS = 4000;

describe('resources/fetch', () => {
  it('defaults to page 1 and num 100 and saves list, total and the query', () => {
    const gen = fetch(resources.actions.fetch());
    expect(gen.next().value).toEqual(call(ask, 'listResources', 'resourcesFetch', { page: 1, num: 100, typ: undefined }));
    const list = [resource('r1')];
    expect(gen.next({ list, total: 1, page: 1, num: 100 }).value).toEqual(
      put(resources.actions.saveList({ list, total: 1, page: 1, num: 100, typ: undefined })),
    );
    expect(gen.next().done).toBe(true);
  });

  it('passes page, num and typ through', () => {
    const gen = fetch(resources.actions.fetch({ page: 3, num: 20, typ: 'gif' }));
    expect(gen.next().value).toEqual(call(ask, 'listResources', 'resourcesFetch', { page: 3, num: 20, typ: 'gif' }));
  });

  it('a failure goes on to the caller and the list stays (nothing is put)', () => {
    const gen = fetch(resources.actions.fetch());
    gen.next();
    const refused = codeError(5, '列表坏了', 'resourcesFetch');
    expect(() => gen.throw(refused)).toThrow(refused);
  });
});

describe('resources/remove and removeMany', () => {
  it('remove: DELETE by resId, then drops it from the list', () => {
    const gen = remove(resources.actions.remove({ resId: 'r1' }));
    expect(gen.next().value).toEqual(call(ask, 'deleteResource', 'resourceDelete', { resId: 'r1' }));
    expect(gen.next({ deleted: ['r1'] }).value).toEqual(put(resources.actions.removed(['r1'])));
    expect(gen.next().done).toBe(true);
  });

  it('remove: a failure throws before anything is dropped', () => {
    const gen = remove(resources.actions.remove({ resId: 'r1' }));
    gen.next();
    const refused = codeError(5, '', 'resourceDelete');
    expect(() => gen.throw(refused)).toThrow(refused);
  });

  it('removeMany: posts the ids, then drops them', () => {
    const gen = removeMany(resources.actions.removeMany({ ids: ['a', 'b'] }));
    expect(gen.next().value).toEqual(call(ask, 'deleteResources', 'resourceDelete', { ids: ['a', 'b'] }));
    expect(gen.next({ deleted: ['a', 'b'] }).value).toEqual(put(resources.actions.removed(['a', 'b'])));
    expect(gen.next().done).toBe(true);
  });
});

describe('resources/revoke', () => {
  it('replaces the item with the revoked one and saves the refunded balance', () => {
    const gen = revoke(resources.actions.revoke({ resId: 'r1' }));
    expect(gen.next().value).toEqual(call(ask, 'revokeResource', 'resourceRevoke', { resId: 'r1' }));
    const revoked = resource('r1', { status: 'revoked' });
    expect(gen.next({ resource: revoked, points: 50 }).value).toEqual(put(resources.actions.upsert(revoked)));
    expect(gen.next().value).toEqual(put(session.actions.savePoints(50)));
    expect(gen.next()).toEqual({ done: true, value: revoked });
  });
});

describe('resources reducers', () => {
  const r = resources.reducer;
  const filled = { ...initialResources, list: [resource('a'), resource('b'), resource('c')], total: 3 };

  it('starts with an empty list on page 1 of 100', () => {
    expect(r(undefined, { type: '@@INIT' })).toEqual({ list: [], total: 0, page: 1, num: 100, typ: undefined });
  });
  it('removed drops exactly the ids given and lowers total by the number dropped', () => {
    const next = r(filled, resources.actions.removed(['b', 'zzz']));
    expect(next.list.map((x) => x.resId)).toEqual(['a', 'c']);
    expect(next.total).toBe(2);
  });
  it('upsert replaces in place, or prepends a new item of the shown type', () => {
    const changed = r(filled, resources.actions.upsert(resource('b', { status: 'revoked' })));
    expect(changed.list.map((x) => [x.resId, x.status])).toEqual([
      ['a', 'done'],
      ['b', 'revoked'],
      ['c', 'done'],
    ]);
    expect(changed.total).toBe(3);
    const added = r(filled, resources.actions.upsert(resource('n')));
    expect(added.list[0].resId).toBe('n');
    expect(added.total).toBe(4);
  });
  it('upsert ignores a new item of another type while the list is filtered', () => {
    const gifs = { ...filled, typ: 'gif' as const };
    expect(r(gifs, resources.actions.upsert(resource('n', { typ: 'tts' })))).toBe(gifs);
  });
  it('saveList replaces everything; reset empties it', () => {
    const next = { list: [resource('x')], total: 9, page: 2, num: 1, typ: 'avatar' as const };
    expect(r(filled, resources.actions.saveList(next))).toEqual(next);
    expect(r(filled, resources.actions.reset())).toEqual(initialResources);
  });
});

describe('resources/refreshWhilePending (a saga, not a page timer)', () => {
  const state = (list: ReturnType<typeof resource>[]) => ({ ...initialResources, list, page: 2, num: 100, typ: 'tts' as const });

  it('fetch asks for the refresh when the page has pending items', () => {
    const gen = fetch(resources.actions.fetch());
    gen.next();
    const list = [resource('p', { status: 'pending' })];
    gen.next({ list, total: 1, page: 1, num: 100 });
    expect(gen.next().value).toEqual(put(resources.actions.refreshWhilePending()));
    expect(gen.next().done).toBe(true);
  });

  it('waits, then fetches the same page again while something is pending; stops when nothing is', () => {
    const gen = refreshWhilePending();
    expect(gen.next().value).toEqual(getContext('timing'));
    expect(gen.next({ resourcesRefreshMs: RESOURCES_REFRESH_MS }).value).toEqual(delay(RESOURCES_REFRESH_MS));
    expect(gen.next().value).toEqual(select(selectResources));
    expect(gen.next(state([resource('p', { status: 'pending' })])).value).toEqual(
      putResolve(resources.actions.fetch({ page: 2, num: 100, typ: 'tts' })),
    );
    expect(gen.next().done).toBe(true);
    const idle = refreshWhilePending();
    idle.next();
    idle.next({ resourcesRefreshMs: RESOURCES_REFRESH_MS });
    idle.next();
    expect(idle.next(state([resource('d')])).done).toBe(true);
  });

  it('a failed or superseded refresh is tried again after the next wait', () => {
    const gen = refreshWhilePending();
    gen.next();
    gen.next({ resourcesRefreshMs: RESOURCES_REFRESH_MS });
    gen.next();
    gen.next(state([resource('p', { status: 'pending' })]));
    expect(gen.throw(new Error('500')).value).toEqual(delay(RESOURCES_REFRESH_MS));
  });

  it('a sign-out empties the list', () => {
    expect(resources.reducer(state([resource('a')]), session.actions.ended('logout'))).toEqual(initialResources);
  });
});
