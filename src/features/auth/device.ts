// This browser's device (src/rules/device.ts).
import { deviceOf, type Device } from '../../rules/device';

export function currentDevice(): Device {
  if (typeof navigator === 'undefined') return 'desktop';
  // Chromium's client hint says "mobile" even when the user agent string is reduced.
  const hint: unknown = Reflect.get(navigator, 'userAgentData');
  const mobile =
    typeof hint === 'object' && hint !== null && 'mobile' in hint && typeof hint.mobile === 'boolean' ? hint.mobile : undefined;
  return deviceOf(navigator.userAgent, mobile);
}
