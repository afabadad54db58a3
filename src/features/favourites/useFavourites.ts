// What a page needs of the favourites: which results are starred (for the account signed in
// now) and a way to star one. The model is joined and read on first use (./join.ts).
import { useCallback, useEffect, useMemo } from 'react';
import { showToast } from '../../components/toast/toastStore';
import { useMessages } from '../../locales/useLocale';
import { create as zhCreate } from '../../locales/zh-CN/create';
import { favourites, selectFavouriteIds, selectFavourites, selectOwner } from '../../models/favourites';
import { useAppSelector, useAppStore } from '../../store';
import { withFavourites } from './join';

export interface Favourites {
  /** The starred result ids of the account signed in now. */
  ids: ReadonlySet<string>;
  /** False while no account is known (nothing can be starred). */
  available: boolean;
  toggle: (resId: string) => void;
}

export function useFavourites(): Favourites {
  const store = useAppStore();
  const t = useMessages('create', zhCreate).favourites;
  const owner = useAppSelector(selectOwner);
  const list = useAppSelector(selectFavouriteIds);
  const ids = useMemo(() => new Set(list), [list]);
  useEffect(() => {
    if (owner === '') return;
    const joined = withFavourites(store);
    // Several stars mount together: the first reads them, the others find them read.
    if (selectFavourites(joined.getState()).owner !== owner) void joined.dispatch(favourites.actions.load());
  }, [store, owner]);
  const toggle = useCallback(
    (resId: string) => {
      void withFavourites(store)
        .dispatch(favourites.actions.toggle({ resId }))
        .then(({ kept, favourite, first }) => {
          if (!kept && favourite) showToast(t.notKept);
          // Favourites live in this browser only (no server call keeps them): said with the first one.
          else if (first) showToast(t.firstKept);
        });
    },
    [store, t],
  );
  return { ids, available: owner !== '', toggle };
}
