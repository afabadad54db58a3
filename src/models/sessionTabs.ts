// Tabs agree (services/tabs.ts): a logout, a 401 and a sign-in are told to the other tabs,
// and what they tell is followed here, never believed on the message alone.
import { eventChannel, type EventChannel } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { call, select, take, type Saga } from '../app/typedEffects';
import { TABS, type TabChannel } from '../services/context';
import type { TabMessage } from '../services/tabs';
import { getContext } from './context';
import { accountActions } from './sessionAccount';
import { readStored } from './sessionRestore';
import { selectAuth, sessionReducerActions as set } from './sessionState';

/** Tells the app's other tabs (services/tabs.ts); nothing outside a browser. */
export function* tellTabs(message: TabMessage): Saga<void> {
  const tabs = yield* getContext(TABS);
  if (tabs) yield* call(tabs.post, message);
}

/** The messages of the other tabs, as a channel the watcher takes from. */
export function tabMessages(tabs: TabChannel): EventChannel<TabMessage> {
  return eventChannel((emit) => tabs.subscribe(emit));
}

/**
 * What another tab said: a login that ended there ends here too (and is never sent or
 * restored again); a login that began there replaces this tab's (a sign-in as someone else),
 * but only once storage shows it holds that login: the message alone is not believed.
 */
export function* onTabMessage(message: TabMessage): Saga<void> {
  const auth = yield* select(selectAuth);
  if (message.kind === 'ended') {
    yield put(set.revoke(message.token));
    if (auth.token === message.token) yield put(set.ended('elsewhere'));
    return;
  }
  if (auth.token === message.token) return;
  // Any script of the origin can post on the channel, and a message may be overtaken by a later
  // sign-in: a token storage does not hold (valid, never ended) changes nothing, this login stays.
  const stored = yield* call(readStored);
  if (stored?.token !== message.token) return;
  if (auth.token) yield put(set.ended('switched'));
  yield put(set.saveAuth(stored));
  yield put(accountActions.fetchInfo());
}

/** Started with the store: listens to the other tabs for as long as the store lives. */
export function* syncTabs(): Saga<void> {
  const tabs = yield* getContext(TABS);
  if (!tabs) return;
  const messages = yield* call(tabMessages, tabs);
  try {
    for (;;) {
      const message = yield* take(messages);
      yield* call(onTabMessage, message);
    }
  } finally {
    messages.close();
  }
}
