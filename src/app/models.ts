// The models map: the root state and the dispatchable actions are inferred from it.
import { examples } from '../models/examples';
import { resources } from '../models/resources';
import { session } from '../models/session';
import { shop } from '../models/shop';
import { tasks } from '../models/tasks';
import { templates } from '../models/templates';

export const models = { session, templates, examples, resources, shop, tasks } as const;
export type Models = typeof models;
