// A run, as the tasks model keeps it (TaskRun, named apart from the rulebook's run limits in
// rules/runs.ts): pure helpers (no effects) for its status, its points and the request it
// sends, so reducers, effects and tests share one reading of a run.
import type { AppError } from '../app/effectErrors';
import type { Resource, TaskInput } from '../services/types';
import type { ToolId } from '../rules/catalog';
import type { RunOrigin } from '../rules/runs';

/**
 * starting: token and task asked, nothing charged yet; running: accepted, results pending;
 * done: every result done; partial: some done, some failed or withdrawn; failed: none done
 * (or refused before it began); cancelled: the user stopped it.
 */
export type RunStatus = 'starting' | 'running' | 'done' | 'partial' | 'failed' | 'cancelled';

export interface RunInput {
  /** The photo as a data URL (not kept across a reload: tasks/runPhoto reads it back from the results' `source`). */
  image?: string;
  photoName?: string;
  text?: string;
  bgm?: string;
}

export interface TaskRun {
  /** Made by the page (or the model) when the run starts: stable across a reload. */
  id: string;
  tool: ToolId;
  styles: string[];
  /** Results per style. */
  count: number;
  startedAt: number;
  input: RunInput;
  status: RunStatus;
  /** The server's task id, '' until accepted. */
  taskId: string;
  /** One per result, in the run's order: pending until each is final. */
  items: Resource[];
  error: AppError | null;
  /** The user asked to stop it; its pending results are being withdrawn. */
  cancelling: boolean;
  /** The press on a finished result that started it (HD, variations, make again), if one did. */
  origin?: RunOrigin;
}

/** What dispatching tasks/create takes. `style` is the first (or only) style. */
export interface CreateTaskPayload {
  /** Chosen by the page to follow the run it starts; made by the model when absent. */
  runId?: string;
  tool: ToolId;
  style: string;
  /** Several styles of one photo; `style` must be the first. Default: [style]. */
  styles?: string[];
  /** Results per style. Default 1. */
  count?: number;
  image?: string;
  photoName?: string;
  text?: string;
  bgm?: string;
  /** The result this run makes again in HD (one style, one result; TaskInput.hdOf). */
  hdOf?: string;
  /** The press on a finished result that starts it: the same press again is refused while it goes (rules/runs.ts repeatOf). Not sent. */
  origin?: RunOrigin;
  /** The result this run makes variations of (TaskInput.variationsOf): the history names the charge so. */
  variationsOf?: string;
}

export function stylesOf(payload: Pick<CreateTaskPayload, 'style' | 'styles'>): string[] {
  return payload.styles && payload.styles.length > 0 ? payload.styles : [payload.style];
}

/**
 * The wire body without the token. A one-result, one-style run sends exactly what a server
 * without runs knows (no `styles`, no `count`), so such a server still works.
 */
export function taskBody(payload: CreateTaskPayload): Omit<TaskInput, 'token'> {
  const styles = stylesOf(payload);
  const body: Omit<TaskInput, 'token'> = { tool: payload.tool, style: styles[0] };
  if (payload.image !== undefined) body.image = payload.image;
  if (payload.text !== undefined) body.text = payload.text;
  if (payload.bgm !== undefined) body.bgm = payload.bgm;
  if (styles.length > 1) body.styles = styles;
  if ((payload.count ?? 1) > 1) body.count = payload.count;
  if (payload.hdOf !== undefined) body.hdOf = payload.hdOf;
  if (payload.variationsOf !== undefined) body.variationsOf = payload.variationsOf;
  return body;
}

/** A result not final yet: the run follows it until it is. */
export const isPending = (item: Pick<Resource, 'status'>): boolean => item.status === 'pending';

/** A result whose points came back: the server says so, or (an older server) it failed. */
export function isRefunded(item: Resource): boolean {
  return item.refunded ?? item.status === 'failed';
}

export function chargedPoints(run: Pick<TaskRun, 'items'>): number {
  return run.items.reduce((sum, item) => sum + item.cost, 0);
}

export function refundedPoints(run: Pick<TaskRun, 'items'>): number {
  return run.items.reduce((sum, item) => sum + (isRefunded(item) ? item.cost : 0), 0);
}

/** The status its results say, once accepted. */
export function statusOf(items: readonly Resource[], cancelling: boolean): RunStatus {
  if (items.some((item) => item.status === 'pending')) return 'running';
  if (cancelling) return 'cancelled';
  const done = items.filter((item) => item.status === 'done').length;
  if (done === items.length && done > 0) return 'done';
  return done > 0 ? 'partial' : 'failed';
}

export function isGoing(run: Pick<TaskRun, 'status'>): boolean {
  return run.status === 'starting' || run.status === 'running';
}

/** The styles and count a result's run had (an older server keeps no settings: its own style, once). */
export function runSettingsOf(resource: Pick<Resource, 'style' | 'settings'>): { styles: string[]; count: number } {
  const { settings } = resource;
  return {
    styles: settings?.styles && settings.styles.length > 0 ? settings.styles : [resource.style],
    count: settings?.count ?? 1,
  };
}
