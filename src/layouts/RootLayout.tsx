import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LocationSync } from '../app/LocationSync';

/** Above every route (also /login_success): location → store, scroll restoration. */
export function RootLayout() {
  return (
    <>
      <LocationSync />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
