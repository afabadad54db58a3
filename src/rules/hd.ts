// "HD" (issue 27): a finished still result made again at twice its width and height, from the
// input and seed it was made with, for a price of its own. The page offers it and shows the
// price before the press; the stand-in checks the same and charges it (mocks/routes/tasks.ts).
import { toolOf, type ToolId } from './catalog';

/** How much wider and taller an HD result is than the one it was made from. */
export const HD_SCALE = 2;
/** An HD result costs this many times the price of the result it was made from. */
export const HD_COST_FACTOR = 2;

/** What making `cost`'s result in HD costs. */
export function hdCost(cost: number): number {
  return cost * HD_COST_FACTOR;
}

/** What HD needs to know of a result. */
export interface HdCandidate {
  typ: ToolId | 'unknown';
  status: string;
  settings?: { scale?: number };
}

/** Whether a result can be made in HD: a finished still picture of a known tool that is not HD already. */
export function canMakeHd(result: HdCandidate): boolean {
  if (result.typ === 'unknown' || result.status !== 'done') return false;
  return toolOf(result.typ).output === 'image' && (result.settings?.scale ?? 1) < HD_SCALE;
}
