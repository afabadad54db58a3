import type { AxiosInstance } from 'axios';
import { onDemand } from '../utils/onDemand';
import { ApiError } from './errors';
import type * as RequestModule from './request';
import type { RequestOptions } from './request';

type LoadRequestModule = () => Promise<typeof RequestModule>;

/** How api.ts gets an axios instance that is loaded on demand. */
export interface LazyClient {
  load: () => Promise<AxiosInstance>;
}

/**
 * createRequest in its own chunk: axios is about 20 kB gzip, an eighth of the first screen's
 * JavaScript, and nothing needs it before the first call. The chunk is requested at once, so
 * it loads while React renders; a call made earlier waits for it. A failed load is the
 * network error every call shows, and the next call tries the chunk again.
 */
export function lazyRequest(
  options: RequestOptions,
  loadModule: LoadRequestModule = () => import(/* webpackChunkName: "request" */ './request'),
): LazyClient {
  const load: () => Promise<AxiosInstance> = onDemand(() =>
    loadModule().then(
      ({ createRequest }) => createRequest(options),
      () => {
        throw new ApiError('network');
      },
    ),
  );
  load().catch(() => undefined);
  return { load };
}
