import { Outlet } from 'react-router-dom';
import { FocusSync } from '../app/FocusSync';
import { LocationSync } from '../app/LocationSync';
import { LazyPhoneLoginSheet } from '../features/auth/lazyPhoneLogin';
import { ScrollRestoration } from './ScrollRestoration';

/** Above every route (also /login_success): location and tab focus → store, scroll restoration, the phone sign-in sheet. */
export function RootLayout() {
  return (
    <>
      <LocationSync />
      <FocusSync />
      <ScrollRestoration />
      <Outlet />
      <LazyPhoneLoginSheet />
    </>
  );
}
