import { useSelector, useStore } from 'react-redux';
import type { AppStore } from './createAppStore';
import type { RootState } from './types';

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
/** dva's dispatch: `await dispatch(shop.actions.buy({ id }))` resolves with the effect's result. */
export const useAppDispatch = (): AppStore['dispatch'] => useAppStore().dispatch;
