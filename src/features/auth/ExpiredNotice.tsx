// After the server refused our login (401): say so, and offer to sign in again. Only the
// condition is in the first screen; the notice's code and words are a chunk of their own,
// fetched when a login ends that way (a 401 answers a request, so never before the first
// paint). A chunk that cannot load shows no notice rather than breaking the page: the header
// offers 登录 all the same.
import { lazy, Suspense, type ComponentType } from 'react';
import { selectIsLoggedIn, useAppSelector } from '../../store';

const NoNotice: ComponentType = () => null;
const ExpiredNoticeBody = lazy(() =>
  import(/* webpackChunkName: "expired-notice" */ './ExpiredNoticeBody').then(
    (m): { default: ComponentType } => ({ default: m.ExpiredNoticeBody }),
    () => ({ default: NoNotice }),
  ),
);

export function ExpiredNotice() {
  const show = useAppSelector((s) => s.session.expiredNotice);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (!show || loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <ExpiredNoticeBody />
    </Suspense>
  );
}
