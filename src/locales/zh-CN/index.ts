// The zh-CN catalogue: every string a user can read, one file per area, so an English
// catalogue can sit beside it with the same keys.
import { auth } from './auth';
import { common } from './common';
import { create } from './create';
import { errors } from './errors';
import { home } from './home';
import { pages } from './pages';
import { user } from './user';
import { utilsMessages } from './utils';

export const messages = { ...common, errors, home, create, user, auth, pages, utils: utilsMessages } as const;
export type Messages = typeof messages;
