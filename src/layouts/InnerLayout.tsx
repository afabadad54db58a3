import { Outlet } from 'react-router-dom';

/** docs/contract.md §2's inner layout around home and the create section. */
export function InnerLayout() {
  return <Outlet />;
}
