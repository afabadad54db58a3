// Favourites (src/models/favourites.ts), step by step and in a store: read for the account signed
// in, toggled on the list this page holds, written for that account only, forgotten at a
// sign-out; the storage (services/favouritesStorage.ts) reads back only bounded result ids.
import { call, put, select } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { withFavourites } from '../../../src/features/favourites/join';
import { createFirstScreenStore } from '../../../src/store/createFirstScreenStore';
import {
  favourites,
  initialFavourites,
  load,
  selectFavouriteIds,
  selectFavourites,
  selectOwner,
  toggle,
} from '../../../src/models/favourites';
import { initialSession, session } from '../../../src/models/session';
import {
  createFavouritesStorage,
  favouritesStorage,
  MAX_FAVOURITES,
  parseFavourites,
} from '../../../src/services/favouritesStorage';
import { FAST, memoryStorage, testStore } from '../../testing/store';
import { API_HOST, info } from '../../testing/fixtures';

describe('favourites/load, step by step', () => {
  it('reads the signed-in account’s list and keeps it with its owner', () => {
    const gen = load({ type: 'favourites/load', payload: undefined });
    expect(gen.next().value).toEqual(select(selectOwner));
    expect(gen.next('u-1').value).toEqual(call(favouritesStorage.read, 'u-1'));
    expect(gen.next(['r2', 'r1']).value).toEqual(put(favourites.actions.saved({ owner: 'u-1', ids: ['r2', 'r1'] })));
    expect(gen.next()).toEqual({ done: true, value: ['r2', 'r1'] });
  });

  it('no account known: reads nothing', () => {
    const gen = load({ type: 'favourites/load', payload: undefined });
    gen.next();
    expect(gen.next('').value).toEqual(put(favourites.actions.saved({ owner: '', ids: [] })));
  });
});

describe('favourites/toggle, step by step', () => {
  it('stars on top of the list the page holds, and writes it for that account', () => {
    const gen = toggle({ type: 'favourites/toggle', payload: { resId: 'r3' } });
    expect(gen.next().value).toEqual(select(selectOwner));
    expect(gen.next('u-1').value).toEqual(select(selectFavourites));
    expect(gen.next({ owner: 'u-1', ids: ['r1'] }).value).toEqual(call(favouritesStorage.write, 'u-1', ['r3', 'r1']));
    expect(gen.next(true).value).toEqual(put(favourites.actions.saved({ owner: 'u-1', ids: ['r3', 'r1'] })));
    expect(gen.next()).toEqual({ done: true, value: { favourite: true, kept: true, first: false } });
  });

  it('unstars a starred one; a refused write still changes this page (said as not kept)', () => {
    const gen = toggle({ type: 'favourites/toggle', payload: { resId: 'r1' } });
    gen.next();
    gen.next('u-1');
    expect(gen.next({ owner: 'u-1', ids: ['r3', 'r1'] }).value).toEqual(call(favouritesStorage.write, 'u-1', ['r3']));
    expect(gen.next(false).value).toEqual(put(favourites.actions.saved({ owner: 'u-1', ids: ['r3'] })));
    expect(gen.next()).toEqual({ done: true, value: { favourite: false, kept: false, first: false } });
  });

  it('a list held for another account is not used: this account’s is read first', () => {
    const gen = toggle({ type: 'favourites/toggle', payload: { resId: 'r1' } });
    gen.next();
    gen.next('u-2');
    expect(gen.next({ owner: 'u-1', ids: ['r9'] }).value).toEqual(call(favouritesStorage.read, 'u-2'));
    expect(gen.next([]).value).toEqual(call(favouritesStorage.write, 'u-2', ['r1']));
    expect(gen.next(true).value).toEqual(put(favourites.actions.saved({ owner: 'u-2', ids: ['r1'] })));
    // Its first favourite: the star says where favourites are kept (features/favourites).
    expect(gen.next()).toEqual({ done: true, value: { favourite: true, kept: true, first: true } });
  });

  it('no account known: nothing is written', () => {
    const gen = toggle({ type: 'favourites/toggle', payload: { resId: 'r1' } });
    gen.next();
    expect(gen.next('')).toEqual({ done: true, value: { favourite: false, kept: false, first: false } });
  });
});

describe('in a store', () => {
  it('joins once, never shows another account’s ids, and a sign-out forgets them', () => {
    const { store } = testStore({
      preloadedState: { session: { ...initialSession, info: { ...info, id: 'u-1' } } },
    });
    // A store built whole (tests, QA replays) holds it from the start, as the browser's does
    // once a star is on screen: joining again changes nothing.
    expect(store.hasModel('favourites')).toBe(true);
    const joined = withFavourites(store);
    expect(withFavourites(store)).toBe(joined);
    joined.dispatch(favourites.actions.saved({ owner: 'u-2', ids: ['r9'] }));
    expect(selectFavouriteIds(joined.getState())).toEqual([]);
    joined.dispatch(favourites.actions.saved({ owner: 'u-1', ids: ['r1'] }));
    expect(selectFavouriteIds(joined.getState())).toEqual(['r1']);
    joined.dispatch(session.actions.ended('logout'));
    expect(selectFavourites(joined.getState())).toEqual(initialFavourites);
    store.close();
  });
});

describe('in the browser’s store', () => {
  it('is not there on the first screen, and joins once when a page first shows stars', () => {
    const store = createFirstScreenStore({
      apiHost: API_HOST,
      storage: memoryStorage(),
      runStorage: memoryStorage(),
      timing: FAST,
      tabs: null,
      notify: () => undefined,
      onError: () => undefined,
    });
    expect(store.hasModel('favourites')).toBe(false);
    const joined = withFavourites(store);
    expect(store.hasModel('favourites')).toBe(true);
    expect(withFavourites(store)).toBe(joined);
    expect(selectFavourites(joined.getState())).toEqual(initialFavourites);
    store.close();
  });
});

describe('the kept list', () => {
  it('reads back only bounded result ids, each once, at most MAX_FAVOURITES', () => {
    expect(parseFavourites(JSON.stringify({ ids: ['a', 7, '', 'a', null, 'b\n', 'x'.repeat(129), 'c'] }))).toEqual(['a', 'c']);
    expect(parseFavourites('nope')).toEqual([]);
    expect(parseFavourites(JSON.stringify(['a']))).toEqual([]);
    expect(parseFavourites(JSON.stringify({ ids: 'a' }))).toEqual([]);
    const many = Array.from({ length: MAX_FAVOURITES + 20 }, (_, i) => `r${i}`);
    expect(parseFavourites(JSON.stringify({ ids: many }))).toHaveLength(MAX_FAVOURITES);
  });

  it('one entry per account; a storage that throws reads as none and refuses the write', () => {
    const kept = memoryStorage();
    const storage = createFavouritesStorage(() => kept);
    expect(storage.write('u-1', ['r1'])).toBe(true);
    expect(storage.write('u-2', ['r2'])).toBe(true);
    expect(storage.read('u-1')).toEqual(['r1']);
    expect(storage.read('u-2')).toEqual(['r2']);
    expect(storage.write('u-1', [])).toBe(true);
    expect(kept.items.has('miao:favourites:u-1')).toBe(false);
    expect(storage.read('')).toEqual([]);

    const broken = createFavouritesStorage(() => ({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    }));
    expect(broken.read('u-1')).toEqual([]);
    expect(broken.write('u-1', ['r1'])).toBe(false);
    expect(createFavouritesStorage(() => undefined).write('u-1', ['r1'])).toBe(false);
  });
});
