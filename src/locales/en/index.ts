// The English catalogue: one chunk ('locale-en'), loaded when English is chosen
// (../active.ts). Every area of ../types.ts, key for key with zh-CN.
import type { Catalogue } from '../types';
import { auth } from './auth';
import { catalog } from './catalog';
import { common } from './common';
import { create } from './create';
import { errors } from './errors';
import { home } from './home';
import { input } from './input';
import { pages } from './pages';
import { user } from './user';
import { utilsMessages } from './utils';

export const catalogue: Catalogue = { common, errors, auth, utils: utilsMessages, catalog, input, home, create, user, pages };
