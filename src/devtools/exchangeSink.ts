// Where the API client reports its exchanges in development (the store's onExchange): to the
// recording in progress, if any. The entry (src/index.tsx) hands it to the store under the dev
// server only, so the production build never imports it.
import type { Exchange } from '../services/request';

let listener: ((exchange: Exchange) => void) | null = null;

export function exchangeSink(exchange: Exchange): void {
  listener?.(exchange);
}

export function listenToExchanges(next: ((exchange: Exchange) => void) | null): void {
  listener = next;
}
