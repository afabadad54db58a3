// The stand-in's API routes, from the same declarations as the client (src/rules/wire/endpoints.ts):
// a mocks/routes/*.ts file answers endpoints by name, `standIn({ listGoods: goodsList })`, and the
// method and path come from the declaration. Each handler is typed by its endpoint's answer,
// and mocks/routes/index.ts gathers every file's handlers as ApiHandlers: a declared endpoint that no file
// answers fails tsc there.
import { endpoints, type DataOf, type EndpointName } from '../../src/rules/wire/endpoints';
import type { ApiHandler, RouteTable } from './types';

/** One handler for every declared endpoint. */
export type ApiHandlers = { [K in EndpointName]: ApiHandler<DataOf<K>> };

/** What a mocks/routes/*.ts file answers: endpoints by name, and routes of its own (pages, media) by 'METHOD /path'. */
export interface StandInFile<K extends EndpointName> {
  handlers: Pick<ApiHandlers, K>;
  routes: RouteTable;
}

export function standIn<K extends EndpointName>(handlers: Pick<ApiHandlers, K>, routes: RouteTable = {}): StandInFile<K> {
  return { handlers, routes };
}

/** 'GET /miao/v1/account/info': where the stand-in answers an endpoint (the API host's base is /miao). */
export function routeOf(name: EndpointName): string {
  const { method, host, path } = endpoints[name];
  return `${method} ${host === 'api' ? '/miao' : ''}${path}`;
}

/** A file's route table: its endpoints under their declared method and path, then its own routes. */
export function tableOf<K extends EndpointName>(file: StandInFile<K>): RouteTable {
  const table: RouteTable = {};
  for (const [name, handler] of Object.entries<ApiHandler<unknown>>(file.handlers)) {
    table[routeOf(name as EndpointName)] = handler;
  }
  return { ...table, ...file.routes };
}
