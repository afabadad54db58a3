// Which of the actions on a finished result (HD, variations, edit the text) a result offers,
// and what each costs: pure, so the card, the viewer and the run's large result agree, and a
// test reads them without rendering.
import { toolOf } from '../../../rules/catalog';
import { canMakeHd, HD_SCALE } from '../../../rules/hd';
import { hdPrice, variationCount, variationsCost } from '../../../models/tasksFromResult';
import type { Resource } from '../../../services/types';

/** Made in HD: its settings say so (a server without HD never does). */
export function isHd(resource: Pick<Resource, 'settings'>): boolean {
  return (resource.settings?.scale ?? 1) >= HD_SCALE;
}

/** Finished, of a known tool, with what it was made from still there: its text, or its photo's address. */
function canStartFrom(resource: Resource): boolean {
  return (
    resource.status === 'done' && resource.typ !== 'unknown' && (resource.settings?.text !== undefined || resource.source !== '')
  );
}

export interface PricedAction {
  cost: number;
}

export interface VariationsAction extends PricedAction {
  /** New results one press makes; 1 for a tool that makes one at a time (it is then "make again"). */
  count: number;
}

export interface ResultOffers {
  hd: PricedAction | null;
  variations: VariationsAction | null;
  /** A text tool's result with its text kept: the text can go back to the workspace. */
  editText: boolean;
}

export function resultOffers(resource: Resource): ResultOffers {
  if (!canStartFrom(resource) || resource.typ === 'unknown') return { hd: null, variations: null, editText: false };
  const tool = resource.typ;
  return {
    hd: canMakeHd(resource) ? { cost: hdPrice(resource) } : null,
    variations: { count: variationCount(tool), cost: variationsCost(tool) },
    editText: toolOf(tool).input.kind === 'text' && resource.settings?.text !== undefined,
  };
}
