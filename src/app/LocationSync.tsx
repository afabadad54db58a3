import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { locationChange } from './location';

/** Dispatches '@@router/LOCATION_CHANGE' on every location change (pathname inside the basename). */
export function LocationSync(): null {
  const { pathname, search, hash } = useLocation();
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(locationChange({ pathname, search, hash }));
  }, [dispatch, pathname, search, hash]);
  return null;
}
