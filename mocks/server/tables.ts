// Every route table of mocks/*.ts, named by file. A test checks that each mocks/*.ts file is
// listed here, so a new table cannot be forgotten; HANDLERS gathers every file's endpoint
// handlers, so a declared endpoint (src/rules/wire/endpoints.ts) that no file answers fails tsc.
import account from '../account';
import agent from '../agent';
import examples from '../examples';
import history from '../history';
import pages from '../pages';
import resources from '../resources';
import shop from '../shop';
import switches from '../switches';
import tasks from '../tasks';
import templates from '../templates';
import { tableOf, type ApiHandlers } from './endpoints';
import type { NamedTable } from './router';

/** One handler for each declared endpoint: tsc names the endpoint no file answers. */
export const HANDLERS: ApiHandlers = {
  ...account.handlers,
  ...agent.handlers,
  ...examples.handlers,
  ...history.handlers,
  ...resources.handlers,
  ...shop.handlers,
  ...tasks.handlers,
  ...templates.handlers,
};

export const TABLES: NamedTable[] = [
  { source: 'mocks/account.ts', table: tableOf(account) },
  { source: 'mocks/agent.ts', table: tableOf(agent) },
  { source: 'mocks/examples.ts', table: tableOf(examples) },
  { source: 'mocks/history.ts', table: tableOf(history) },
  { source: 'mocks/pages.ts', table: pages },
  { source: 'mocks/resources.ts', table: tableOf(resources) },
  { source: 'mocks/shop.ts', table: tableOf(shop) },
  { source: 'mocks/switches.ts', table: switches },
  { source: 'mocks/tasks.ts', table: tableOf(tasks) },
  { source: 'mocks/templates.ts', table: tableOf(templates) },
];
