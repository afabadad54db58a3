// The rulebook's run limits: what one run may ask for, and how many may go at once. The page
// checks it before Start (and says so there), the stand-in checks the same on what arrives,
// before anything is charged. A problem is a value; locales word it (create.runProblem). The
// run the tasks model keeps (TaskRun, its status and points) is models/taskRun.ts.
import { isStyleOf, toolOf, type ToolId } from './catalog';

/** Runs one account may have going at once (a run goes until its last result is final). */
export const MAX_PARALLEL_RUNS = 3;
/** Styles of one photo one run may take at once (tools whose descriptor has multiStyle). */
export const MAX_RUN_STYLES = 4;

export interface RunRequest {
  tool: ToolId;
  styles: readonly string[];
  /** Results per style. */
  count: number;
}

export type RunProblem =
  | { kind: 'noStyle' }
  | { kind: 'unknownStyle'; style: string }
  | { kind: 'repeatedStyle'; style: string }
  | { kind: 'tooManyStyles'; max: number }
  | { kind: 'badCount'; max: number };

/**
 * `known` says which styles exist: the descriptor's by default (the stand-in); the page passes
 * its own list, since a template tool's styles come from the server and may be newer.
 */
export function checkRun(
  { tool, styles, count }: RunRequest,
  known: (style: string) => boolean = (style) => isStyleOf(tool, style),
): RunProblem | null {
  const def = toolOf(tool);
  if (styles.length === 0) return { kind: 'noStyle' };
  const maxStyles = def.multiStyle ? MAX_RUN_STYLES : 1;
  if (styles.length > maxStyles) return { kind: 'tooManyStyles', max: maxStyles };
  const seen = new Set<string>();
  for (const style of styles) {
    if (!known(style)) return { kind: 'unknownStyle', style };
    if (seen.has(style)) return { kind: 'repeatedStyle', style };
    seen.add(style);
  }
  if (!Number.isInteger(count) || count < 1 || count > def.maxResults) return { kind: 'badCount', max: def.maxResults };
  return null;
}

/** The results a run makes, in order: every style, `count` times each. */
export function runItems({ styles, count }: Pick<RunRequest, 'styles' | 'count'>): string[] {
  return styles.flatMap((style) => Array.from({ length: count }, () => style));
}

/** What a run costs: each result at its style's price (the catalogue's unless given). */
export function runCost(request: Pick<RunRequest, 'styles' | 'count'>, priceOf: (style: string) => number): number {
  return runItems(request).reduce((sum, style) => sum + priceOf(style), 0);
}

/** Whether another run may start while `going` runs are going. */
export function canStartRun(going: number): boolean {
  return going < MAX_PARALLEL_RUNS;
}

/**
 * The presses on a finished result that start a run from it (issue 33): HD, variations (make
 * again of a one-result tool), make this result again, make its whole run again.
 */
export type RunAction = 'hd' | 'variations' | 'again' | 'runAgain';

/** Which press on which result started a run. */
export interface RunOrigin {
  action: RunAction;
  /** The result's id. */
  of: string;
}

/**
 * The run the same press on the same result started that is still starting or going, if any:
 * a second press would make (and charge) the same run again, so the page refuses it with words
 * and leads to that run instead, and the stand-in refuses a second HD of a result while the
 * first is being made (mocks/server/hdRequest.ts). `going` says whether a run still goes.
 */
export function repeatOf<R extends { origin?: RunOrigin }>(
  runs: readonly R[],
  origin: RunOrigin,
  going: (run: R) => boolean,
): R | undefined {
  return runs.find((run) => run.origin?.action === origin.action && run.origin.of === origin.of && going(run));
}
