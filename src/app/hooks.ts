import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import type { AppAction, RootState } from './store';

export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
export const useAppDispatch = (): ((action: AppAction) => AppAction) => useDispatch();
