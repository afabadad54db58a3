// Generation tasks: a single-use task token, then the task (a run), which checks its input and
// its styles and result count, charges the whole run and yields one pending resource per
// result; each is done (or failed and refunded alone) a little after the one before. A result
// is its style's example media.
import type { ResourceSettings, TaskAnswer, TaskTokenAnswer, ToolId } from '../src/services/types';
import { bgmLabel, exampleLabels, isBgmOf, isToolId, toolOf } from '../src/rules/catalog';
import { canStartRun, checkRun, MAX_PARALLEL_RUNS, runCost, runItems } from '../src/rules/runs';
import { checkPhotoBytes, checkText, problemCode, sniffImage, type InputProblem } from '../src/rules/input';
import { describeProblem, describeRunProblem } from '../src/locales/zh-CN/input';
import { mockConfig } from './server/config';
import { charge, refund } from './server/ledger';
import { badRequest, CODES, fail, field, ok, str, withAccount } from './server/reply';
import { later, mockState, nextSeq, now, randomId, type AccountRec, type ResourceRec } from './server/state';
import type { ApiHandler, MockRequest, RouteTable } from './server/types';
import { resourceView } from './server/views';

/** A photo arrives as a base64 data URL; its declared type is not trusted (the bytes are sniffed). */
const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+;base64,([A-Za-z0-9+/]+={0,2})$/;

const token: ApiHandler<TaskTokenAnswer> = withAccount((_req, account) => {
  const value = randomId('tt-', 12);
  mockState().taskTokens.set(value, {
    token: value,
    accountId: account.id,
    expiresAt: now() + mockConfig().taskTokenTtlS * 1000,
    used: false,
  });
  return ok({ token: value });
});

function resultLabel(tool: ToolId, style: string, bgm: string | undefined): string {
  const music = bgm ? bgmLabel(tool, bgm) : undefined;
  if (music) return music;
  const labels = exampleLabels(tool, style);
  return labels[labels.length - 1];
}

/** Which results of a run fail: all (taskFail, `x-mock-task: fail`), or the listed ones. */
function failingItems(req: MockRequest): (index: number) => boolean {
  if (mockConfig().taskFail || req.headers['x-mock-task'] === 'fail' || req.query._mockTask === 'fail') return () => true;
  const listed = /^fail-items=([\d,]+)$/.exec(String(req.headers['x-mock-task'] ?? ''))?.[1];
  const items = listed ? listed.split(',').map(Number) : mockConfig().taskFailItems;
  return (index) => items.includes(index);
}

function finish(resId: string, failed: boolean): void {
  const rec = mockState().resources.get(resId);
  // Revoked or deleted while it ran: nothing to finish.
  if (!rec || rec.status !== 'pending') return;
  if (failed) {
    rec.status = 'failed';
    refund(rec);
  } else {
    rec.status = 'done';
  }
}

interface RunInput {
  tool: ToolId;
  styles: string[];
  count: number;
  image?: { mime: string; bytes: Buffer };
  text?: string;
  bgm?: string;
}

type Checked = { ok: true; input: RunInput } | { ok: false; reply: ReturnType<typeof badRequest> };

/** `styles` when given (a string array), else `[style]`; the first must be `style` when both are. */
function stylesOf(body: unknown): string[] | null {
  const style = str(field(body, 'style'));
  const list = field(body, 'styles');
  if (list === undefined || list === null) return style ? [style] : [];
  if (!Array.isArray(list) || !list.every((s): s is string => typeof s === 'string')) return null;
  if (style !== undefined && list[0] !== style) return null;
  return list;
}

function checkInput(body: unknown): Checked {
  const bad = (msg: string, code: number = CODES.badRequest) => ({ ok: false as const, reply: badRequest(msg, code) });
  const tool = field(body, 'tool');
  if (!isToolId(tool)) return bad('未知的工具');
  const def = toolOf(tool);
  const styles = stylesOf(body);
  if (styles === null) return bad('styles 应为风格数组，且第一个与 style 相同', CODES.badRun);
  const rawCount = field(body, 'count');
  const count = rawCount === undefined || rawCount === null ? 1 : rawCount;
  if (typeof count !== 'number') return bad('count 应为数字', CODES.badRun);
  // The rulebook's run check (src/rules/runs.ts), the same the page runs before Start.
  const run = checkRun({ tool, styles, count });
  if (run)
    return bad(describeRunProblem(run), run.kind === 'unknownStyle' || run.kind === 'noStyle' ? CODES.badRequest : CODES.badRun);
  const bgm = str(field(body, 'bgm'));
  if (bgm !== undefined && !isBgmOf(tool, bgm)) return bad('未知的背景音乐');
  // The rulebook's input checks (src/rules/input.ts), the same the page runs, in the same words.
  const refuse = (problem: InputProblem) => bad(describeProblem(problem), problemCode(problem));
  if (def.input.kind === 'photo') {
    const image = field(body, 'image');
    if (typeof image !== 'string' || image === '') return refuse({ kind: 'photoMissing' });
    const match = DATA_URL.exec(image);
    if (!match) return refuse({ kind: 'photoType' });
    const bytes = Buffer.from(match[1], 'base64');
    const problem = checkPhotoBytes(bytes);
    if (problem) return refuse(problem);
    // checkPhotoBytes accepted it, so the signature is known; served back with that type.
    const mime = sniffImage(bytes)?.type ?? 'image/png';
    return { ok: true, input: { tool, styles, count, image: { mime, bytes }, bgm } };
  }
  const text = field(body, 'text');
  const problem = checkText(tool, typeof text === 'string' ? text : '');
  if (problem) return refuse(problem);
  return { ok: true, input: { tool, styles, count, text: typeof text === 'string' ? text : '' } };
}

/** Runs of this account still going: tasks with a result still pending. */
function runsGoing(account: AccountRec): number {
  const tasks = new Set<string>();
  for (const rec of mockState().resources.values()) {
    if (rec.accountId === account.id && rec.status === 'pending') tasks.add(rec.taskId);
  }
  return tasks.size;
}

function createResources(account: AccountRec, input: RunInput): ResourceRec[] {
  const taskId = randomId('t-', 8);
  const def = toolOf(input.tool);
  // One upload per run: every result shows the same photo as its source.
  const sourceKey = input.image ? `upload/${taskId}` : '';
  if (input.image) mockState().uploads.set(sourceKey, input.image);
  const settings: ResourceSettings = { styles: input.styles, count: input.count };
  if (input.text !== undefined) settings.text = input.text;
  if (input.bgm !== undefined) settings.bgm = input.bgm;
  return runItems(input).map((style) => {
    const rec: ResourceRec = {
      resId: randomId('r-', 8),
      taskId,
      accountId: account.id,
      typ: input.tool,
      kind: def.output,
      style,
      status: 'pending',
      resultLabel: resultLabel(input.tool, style, input.bgm),
      sourceKey,
      cost: def.cost,
      createdAt: now(),
      settings,
      seq: nextSeq(),
      refunded: false,
    };
    mockState().resources.set(rec.resId, rec);
    return rec;
  });
}

/**
 * A run: its token used once, its input and run checked, the parallel limit checked, then the
 * whole cost charged at once (or nothing), and one pending resource per result. The results
 * finish one by one (each a little after the one before); a failed one is refunded alone.
 */
const create: ApiHandler<TaskAnswer> = withAccount((req, account) => {
  const tokenValue = str(field(req.body, 'token'));
  const tokenRec = tokenValue ? mockState().taskTokens.get(tokenValue) : undefined;
  if (!tokenRec || tokenRec.accountId !== account.id) return badRequest('任务令牌无效', CODES.taskTokenInvalid);
  if (tokenRec.used) return badRequest('任务令牌已使用，请重试', CODES.taskTokenInvalid);
  if (tokenRec.expiresAt <= now()) return badRequest('任务令牌已过期，请重试', CODES.taskTokenInvalid);
  const checked = checkInput(req.body);
  if (!checked.ok) return checked.reply;
  const { input } = checked;
  if (!canStartRun(runsGoing(account))) {
    return fail(200, CODES.tooManyRuns, `最多同时进行 ${MAX_PARALLEL_RUNS} 个生成，请等其中一个完成`);
  }
  const cost = runCost(input, () => toolOf(input.tool).cost);
  if (!charge(account, cost)) {
    return fail(200, CODES.pointsShort, `积分不足：本次需要 ${cost} 积分，当前余额 ${account.points} 积分，请先充值`);
  }
  tokenRec.used = true;
  const recs = createResources(account, input);
  const fails = failingItems(req);
  const step = mockConfig().taskDelayMs;
  recs.forEach((rec, index) => later(step + Math.round((index * step) / 2), () => finish(rec.resId, fails(index))));
  const views = recs.map((rec) => resourceView(rec, req.origin));
  return ok({ taskId: recs[0].taskId, resource: views[0], resources: views, points: account.points });
});

export default {
  'GET /miao/v1/task/token': token,
  'POST /miao/v1/task': create,
} satisfies RouteTable;
