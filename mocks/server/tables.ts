// Every route table of mocks/*.ts, named by file. A test checks that each mocks/*.ts file is
// listed here, so a new table cannot be forgotten.
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
import type { NamedTable } from './router';

export const TABLES: NamedTable[] = [
  { source: 'mocks/account.ts', table: account },
  { source: 'mocks/agent.ts', table: agent },
  { source: 'mocks/examples.ts', table: examples },
  { source: 'mocks/history.ts', table: history },
  { source: 'mocks/pages.ts', table: pages },
  { source: 'mocks/resources.ts', table: resources },
  { source: 'mocks/shop.ts', table: shop },
  { source: 'mocks/switches.ts', table: switches },
  { source: 'mocks/tasks.ts', table: tasks },
  { source: 'mocks/templates.ts', table: templates },
];
