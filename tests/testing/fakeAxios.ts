// A stand-in axios instance for the client's own tests (no HTTP at all): it records each
// request's config and answers every request with the same body.
import type { AxiosInstance, AxiosRequestConfig } from 'axios';

export function fakeAxios(body: unknown): { instance: AxiosInstance; configs: AxiosRequestConfig[] } {
  const configs: AxiosRequestConfig[] = [];
  // Only `request` is used by the client (src/services/api.ts); the rest of axios is not needed.
  const instance = {
    request: (config: AxiosRequestConfig) => {
      configs.push(config);
      return Promise.resolve(body);
    },
  } as unknown as AxiosInstance;
  return { instance, configs };
}
