// Where the API client reports its exchanges in development (buildAppStore passes it as
// onExchange): to the recording in progress, if any. The production build never imports it.
import type { Exchange } from '../services/request';

let listener: ((exchange: Exchange) => void) | null = null;

export function exchangeSink(exchange: Exchange): void {
  listener?.(exchange);
}

export function listenToExchanges(next: ((exchange: Exchange) => void) | null): void {
  listener = next;
}
