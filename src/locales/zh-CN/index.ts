// The whole zh-CN catalogue in one object, for tests and tools that check every area (the
// app imports each area where it is shown, so it stays in that page's chunk).
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
