// Template data (docs/contract.md §3–§4), loaded on /user paths.
import { hotModel } from '../app/hot';
import { put } from 'redux-saga/effects';
import { API } from '../services/context';
import type { RouteLocation } from '../app/location';
import { defineModel } from '../app/model';
import { call, type Saga } from '../app/typedEffects';
import type { TemplateEntry, TemplateListAnswer } from '../services/types';
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
 * Split as docs/contract.md §4 says; the Mode2Label maps map each mode to itself, as the spec
 * shows. The actions and channel are the template tools' descriptors' (src/rules/tools/), spelt
 * here because this model is in the first screen and the descriptors are not;
 * mocks/routes/templates.test.ts checks the split agrees with them.
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
    if (entry.action === 'expression') {
      next.GifTpls.push(entry);
      if (entry.mode) next.GifMode2Label[entry.mode] = entry.mode;
    }
    if (entry.action === 'animation') {
      next.AnimationTpls.push(entry);
      if (entry.mode) next.AnimationMode2Label[entry.mode] = entry.mode;
    }
    if (entry.channel === 'avatar') next.AvatarTpls.push(entry);
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
