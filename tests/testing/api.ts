// An API client of its own for a test that plays a second client of the same account (a
// second tab, the phone): the app's pages never call the API; a test may.
import { createApi, type Api } from '../../src/services/api';
import type { Auth } from '../../src/services/auth';
import { createRequest } from '../../src/services/request';

export function apiClient(host: string, auth: Auth): Api {
  const getAuth = () => auth;
  return createApi({
    api: createRequest({ baseURL: `${host}/miao`, getAuth }),
    product: createRequest({ baseURL: host, getAuth }),
  });
}

/** A 1×1 PNG as a data URL: a photo the stand-in accepts by its bytes. */
