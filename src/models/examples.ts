// Example data (docs/contract.md §3–§4): label → signed URL, loaded once.
import { hotModel } from '../app/hot';
import { put } from 'redux-saga/effects';
import { API } from '../services/context';
import type { RouteLocation } from '../app/location';
import { defineModel } from '../app/model';
import { call, select, type Saga } from '../app/typedEffects';
import { getContext } from './context';
import type { Answer } from '../services/api';
import type { ExampleItem, ExampleListAnswer } from '../services/types';

export interface ExamplesState {
  /** 'category/style/before|after|tpl' → signed URL */
  map: Record<string, string>;
  /** Set when a fetch ended without examples (non-zero code or a failed request): the page says so. */
  failed?: true;
}

export const initialExamples: ExamplesState = { map: {} };

const CATEGORIES = ['avatar', 'gif', 'image', 'video', 'voice'];

/**
 * The local label of an item's key: the path from its category on, without the file
 * extension. 'static/example/avatar/pix/pixar/after.jpg' → 'avatar/pix/pixar/after'.
 */
export function labelOf(key: string): string {
  const parts = key.replace(/^\/+/, '').split('/');
  const last = parts.length - 1;
  parts[last] = parts[last].replace(/\.[^.]+$/, '');
  const start = parts.findIndex((part) => CATEGORIES.includes(part));
  return parts.slice(start < 0 ? 0 : start).join('/');
}

export function toExampleMap(items: ExampleItem[]): Record<string, string> {
  const map: Record<string, string> = {};
  // A URL refused at the boundary (not http(s)) arrives as '': no example rather than a broken one.
  for (const item of items) if (item.signUrl) map[labelOf(item.key)] = item.signUrl;
  return map;
}

export const selectMap = (state: { examples: ExamplesState }) => state.examples.map;

export function* fetch(): Saga<void> {
  const map = yield* select(selectMap);
  if (Object.keys(map).length > 0) return;
  const api = yield* getContext(API);
  let answer: Answer<ExampleListAnswer>;
  try {
    answer = yield* call(api.listExamples);
  } catch (error) {
    yield put(examples.actions.failed());
    throw error;
  }
  // docs/contract.md §4: a non-zero code stores nothing (the page only notes that examples are missing).
  if (!answer.ok) {
    yield put(examples.actions.failed());
    return;
  }
  yield put(examples.actions.save(toExampleMap(answer.data.signUrl)));
}

/** docs/contract.md §4: examples load once, on route changes outside /user and /login_success. */
export function* onRouteChange(location: RouteLocation): Saga<void> {
  const { pathname } = location;
  if (!pathname.includes('/user') && !pathname.includes('/login_success')) yield put(examples.actions.fetch());
}

export const examples = defineModel({
  namespace: 'examples',
  state: initialExamples,
  reducers: {
    save: (_state: ExamplesState, map: Record<string, string>): ExamplesState => ({ map }),
    failed: (state: ExamplesState): ExamplesState => ({ ...state, failed: true }),
  },
  // Two quick navigations must not fetch twice: a second request while one is in flight is dropped.
  effects: { fetch: [fetch, { type: 'takeLeading' }] as const },
  onRouteChange: { order: 20, run: onRouteChange },
});

// Development: a change to this file replaces the model in the live store, no reload (src/app/hot.ts).
if (import.meta.webpackHot) hotModel(examples, import.meta.webpackHot);
