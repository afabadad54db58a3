import { Outlet, ScrollRestoration } from 'react-router-dom';
import { FocusSync } from '../app/FocusSync';
import { LocationSync } from '../app/LocationSync';

/** Above every route (also /login_success): location and tab focus → store, scroll restoration. */
export function RootLayout() {
  return (
    <>
      <LocationSync />
      <FocusSync />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
