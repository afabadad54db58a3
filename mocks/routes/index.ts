// The registry of the stand-in's route files (mocks/routes/*.ts), named by file. A test checks
// that each file here is listed, so a new table cannot be forgotten; HANDLERS gathers every file's endpoint
// handlers, so a declared endpoint (src/rules/wire/endpoints.ts) that no file answers fails tsc.
import account from './account';
import agent from './agent';
import examples from './examples';
import history from './history';
import pages from './pages';
import resources from './resources';
import shop from './shop';
import switches from './switches';
import tasks from './tasks';
import templates from './templates';
import { tableOf, type ApiHandlers } from '../server/endpoints';
import type { NamedTable } from '../server/router';

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
  { source: 'mocks/routes/account.ts', table: tableOf(account) },
  { source: 'mocks/routes/agent.ts', table: tableOf(agent) },
  { source: 'mocks/routes/examples.ts', table: tableOf(examples) },
  { source: 'mocks/routes/history.ts', table: tableOf(history) },
  { source: 'mocks/routes/pages.ts', table: pages },
  { source: 'mocks/routes/resources.ts', table: tableOf(resources) },
  { source: 'mocks/routes/shop.ts', table: tableOf(shop) },
  { source: 'mocks/routes/switches.ts', table: switches },
  { source: 'mocks/routes/tasks.ts', table: tableOf(tasks) },
  { source: 'mocks/routes/templates.ts', table: tableOf(templates) },
];
