// This browser's device (src/rules/device.ts), read once per component: the user agent does
// not change while a page is open.
import { useState } from 'react';
import type { Device } from '../../rules/device';
import { currentDevice } from '../auth';

/** A navigator that cannot say (a stand-in without a user agent) is taken for a computer, as useStartLogin does. */
function deviceOrComputer(): Device {
  try {
    return currentDevice();
  } catch {
    return 'desktop';
  }
}

export function useDevice(): Device {
  const [device] = useState(deviceOrComputer);
  return device;
}
