// Template data (docs/contract.md §3–§4), loaded on /user paths.
import { hotModel } from '../app/hot';
import { put } from 'redux-saga/effects';
import { API } from '../services/context';
import type { RouteLocation } from '../app/location';
import { defineModel } from '../app/model';
import { call, type Saga } from '../app/typedEffects';
import type { TemplateEntry, TemplateListAnswer } from '../services/types';
import { TEMPLATED_TOOLS, type TemplateChannel } from '../rules/catalog';
import { getContext } from './context';

export interface TemplatesState {
  GifTpls: TemplateEntry[];
  GifMode2Label: Record<string, string>;
  AnimationTpls: TemplateEntry[];
  AnimationMode2Label: Record<string, string>;
  AvatarTpls: TemplateEntry[];
}

export const initialTemplates: TemplatesState = {
  GifTpls: [],
  GifMode2Label: {},
  AnimationTpls: [],
  AnimationMode2Label: {},
  AvatarTpls: [],
};

/**
 * Whether an entry is one of a tool's (docs/contract.md §4): an `action` tells the entries of
 * `data.animation` apart (GIF expressions, animations), a `channel` those of `data.avatar`.
 */
function isEntryOf(own: TemplateChannel, entry: TemplateEntry): boolean {
  return own.answer === 'animation' ? entry.action === own.action : entry.channel === own.channel;
}

/**
 * Split as docs/contract.md §4 says, each template tool's entries to its list by its
 * descriptor's `styleSource` (src/rules/tools/); both arrays are looked at, and an entry may be
 * two tools'. The Mode2Label maps map each mode to itself, as the spec shows.
 */
export function splitTemplates(data: TemplateListAnswer): TemplatesState {
  const next: TemplatesState = {
    GifTpls: [],
    GifMode2Label: {},
    AnimationTpls: [],
    AnimationMode2Label: {},
    AvatarTpls: [],
  };
  for (const entry of [...data.animation, ...data.avatar]) {
    for (const { source } of TEMPLATED_TOOLS) {
      if (!isEntryOf(source.entry, entry)) continue;
      next[source.list].push(entry);
      if (source.labels && entry.mode) next[source.labels][entry.mode] = entry.mode;
    }
  }
  return next;
}

export function* fetch(): Saga<void> {
  const api = yield* getContext(API);
  const answer = yield* call(api.getTemplates);
  if (!answer.ok) return;
  yield put(templates.actions.save(splitTemplates(answer.data)));
}

/** docs/contract.md §4: templates load on every route change to a path containing /user. */
export function* onRouteChange(location: RouteLocation): Saga<void> {
  if (location.pathname.includes('/user')) yield put(templates.actions.fetch());
}

export const templates = defineModel({
  namespace: 'templates',
  state: initialTemplates,
  reducers: {
    save: (_state: TemplatesState, next: TemplatesState): TemplatesState => next,
  },
  effects: { fetch: [fetch, { type: 'takeLatest' }] as const },
  onRouteChange: { order: 10, run: onRouteChange },
});

// Development: a change to this file replaces the model in the live store, no reload (src/app/hot.ts).
if (import.meta.webpackHot) hotModel(templates, import.meta.webpackHot);
