// Working on a finished result (issue 27 item 3): HD (the same result made again at twice its
// width and height) and variations (new results of the same settings). Both start a new run
// from the result's input as "make again" does (tasksRerun.ts: its text, or its photo read
// back from `source`); the page shows the price before the press.
import type { PayloadAction } from '../app/model';
import type { Saga } from '../app/typedEffects';
import { toolOf, type ToolId } from '../rules/catalog';
import { canMakeHd, hdCost } from '../rules/hd';
import { ApiError } from '../services/errors';
import type { Resource } from '../services/types';
import type { CreateTaskPayload } from './taskRun';
import { startFrom } from './tasksRerun';

/** At most this many variations in one press, even for a tool that may make more in a run. */
export const MAX_VARIATIONS = 4;

export interface FromResultRequest {
  resource: Resource;
}

type Base = Omit<CreateTaskPayload, 'runId' | 'image'>;

/** How many new results one press of Variations makes: the tool's maxResults, at most MAX_VARIATIONS. */
export function variationCount(tool: ToolId): number {
  return Math.min(toolOf(tool).maxResults, MAX_VARIATIONS);
}

/** What Variations costs: each new result at its tool's price, the price make again shows. */
export function variationsCost(tool: ToolId): number {
  return variationCount(tool) * toolOf(tool).cost;
}

/** What HD costs: `hdCost` of what the result cost (src/rules/hd.ts, the stand-in charges the same). */
export function hdPrice(resource: Pick<Resource, 'cost'>): number {
  return hdCost(resource.cost);
}

/** The result's own style and input (its text and music), one style: what HD and variations start from. */
function sameInput(resource: Resource, tool: ToolId): Base {
  const settings = resource.settings ?? {};
  const base: Base = { tool, style: resource.style };
  if (settings.text !== undefined) base.text = settings.text;
  if (settings.bgm !== undefined) base.bgm = settings.bgm;
  return base;
}

/** The run HD starts: the result's tool, style and input, one result, `hdOf` its id. Null when it cannot be made in HD. */
export function hdPayload(resource: Resource): Base | null {
  if (resource.typ === 'unknown' || !canMakeHd(resource)) return null;
  return { ...sameInput(resource, resource.typ), hdOf: resource.resId };
}

/**
 * The run Variations starts: the result's tool, style and input, `variationCount` results, and
 * `variationsOf` its id (the points history then names the charge as variations). A tool of one
 * result at a time sends neither: its "variations" are "make again", an ordinary run. Null for
 * an unknown tool.
 */
export function variationsPayload(resource: Resource): Base | null {
  if (resource.typ === 'unknown') return null;
  const base = sameInput(resource, resource.typ);
  const count = variationCount(resource.typ);
  return count > 1 ? { ...base, count, variationsOf: resource.resId } : base;
}

/**
 * Makes the result again in HD. Resolves with the new run's id as soon as it starts; rejects
 * (nothing started, nothing charged) when the result cannot be made in HD or its photo is gone.
 */
export function* makeHd({ payload }: PayloadAction<'tasks/makeHd', FromResultRequest>): Saga<string> {
  const base = hdPayload(payload.resource);
  if (!base) throw new ApiError('unknown', { reason: 'hdNotPossible' });
  return yield* startFrom(payload.resource, base, { action: 'hd', of: payload.resource.resId });
}

/**
 * New results of the result's settings. Resolves with the new run's id as soon as it starts;
 * rejects (nothing started, nothing charged) when there is nothing to make them from.
 */
export function* makeVariations({ payload }: PayloadAction<'tasks/makeVariations', FromResultRequest>): Saga<string> {
  const base = variationsPayload(payload.resource);
  if (!base) throw new ApiError('unknown', { reason: 'rerunNoPhoto' });
  return yield* startFrom(payload.resource, base, { action: 'variations', of: payload.resource.resId });
}
