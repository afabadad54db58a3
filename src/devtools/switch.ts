// Whether this tab asked for the QA recorder (development only; off unless asked for):
// `MIAO_QA_RECORDER=1 npm start` for every tab, or `?recorder=1` in an address for this tab
// until `?recorder=0` (remembered in the tab's sessionStorage, so it survives the sign-in's
// round trip and reloads). The entry reads it under the dev server only: the production build
// holds none of it.
const SWITCH_KEY = 'miao:qa-recorder';

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function recorderAskedFor(
  search: string = window.location.search,
  storage: TabStorage | null = tabStorage(),
  always: boolean = process.env.MIAO_QA_RECORDER === '1',
): boolean {
  const asked = new URLSearchParams(search).get('recorder');
  try {
    if (asked === '1') storage?.setItem(SWITCH_KEY, '1');
    if (asked === '0') storage?.removeItem(SWITCH_KEY);
    return always || storage?.getItem(SWITCH_KEY) === '1';
  } catch {
    // A storage that refuses: only this address says.
    return always || asked === '1';
  }
}

export function tabStorage(): TabStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
