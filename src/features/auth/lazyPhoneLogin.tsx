// Mounts the phone sign-in sheet's code only once it is asked for.
import { lazy, Suspense } from 'react';
import { usePhoneLogin } from './phoneLogin';

const PhoneLoginSheet = lazy(() =>
  import(/* webpackChunkName: "phone-login" */ './PhoneLoginSheet').then((m) => ({ default: m.PhoneLoginSheet })),
);

export function LazyPhoneLoginSheet() {
  const returnAddress = usePhoneLogin();
  if (returnAddress === null) return null;
  return (
    <Suspense fallback={null}>
      <PhoneLoginSheet returnAddress={returnAddress} />
    </Suspense>
  );
}
