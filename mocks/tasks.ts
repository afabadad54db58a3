// Generation tasks: a single-use task token, then the task, which checks its input, charges
// the tool's points and yields a pending resource that is done (or failed and refunded)
// after the configured delay. The result is the tool/style's example media.
import type { TaskAnswer, TaskTokenAnswer, ToolId } from '../src/services/types';
import { bgmLabel, exampleLabels, isBgmOf, isStyleOf, isToolId, toolOf } from '../src/rules/catalog';
import { checkPhotoBytes, checkText, problemCode, sniffImage, type InputProblem } from '../src/rules/input';
import { describeProblem } from '../src/locales/zh-CN/input';
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

function taskShouldFail(req: MockRequest): boolean {
  return mockConfig().taskFail || req.headers['x-mock-task'] === 'fail' || req.query._mockTask === 'fail';
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

type Checked =
  | { ok: true; tool: ToolId; style: string; image?: { mime: string; bytes: Buffer }; text?: string; bgm?: string }
  | { ok: false; reply: ReturnType<typeof badRequest> };

function checkInput(body: unknown): Checked {
  const bad = (msg: string, code: number = CODES.badRequest) => ({ ok: false as const, reply: badRequest(msg, code) });
  const tool = field(body, 'tool');
  if (!isToolId(tool)) return bad('未知的工具');
  const def = toolOf(tool);
  const style = str(field(body, 'style'));
  if (!style || !isStyleOf(tool, style)) return bad('未知的风格');
  const bgm = str(field(body, 'bgm'));
  if (bgm !== undefined && !isBgmOf(tool, bgm)) return bad('未知的背景音乐');
  // The rulebook's checks (src/rules/input.ts), the same the page runs, in the same words.
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
    return { ok: true, tool: def.id, style, image: { mime, bytes }, bgm };
  }
  const text = field(body, 'text');
  const problem = checkText(def.id, typeof text === 'string' ? text : '');
  if (problem) return refuse(problem);
  return { ok: true, tool: def.id, style, text: typeof text === 'string' ? text : '' };
}

function createResource(account: AccountRec, input: Extract<Checked, { ok: true }>): ResourceRec {
  const resId = randomId('r-', 8);
  const sourceKey = input.image ? `upload/${resId}` : '';
  if (input.image) mockState().uploads.set(sourceKey, input.image);
  const rec: ResourceRec = {
    resId,
    taskId: randomId('t-', 8),
    accountId: account.id,
    typ: input.tool,
    kind: toolOf(input.tool).output,
    style: input.style,
    status: 'pending',
    resultLabel: resultLabel(input.tool, input.style, input.bgm),
    sourceKey,
    cost: toolOf(input.tool).cost,
    createdAt: now(),
    seq: nextSeq(),
    refunded: false,
  };
  mockState().resources.set(resId, rec);
  return rec;
}

const create: ApiHandler<TaskAnswer> = withAccount((req, account) => {
  const tokenValue = str(field(req.body, 'token'));
  const tokenRec = tokenValue ? mockState().taskTokens.get(tokenValue) : undefined;
  if (!tokenRec || tokenRec.accountId !== account.id) return badRequest('任务令牌无效', CODES.taskTokenInvalid);
  if (tokenRec.used) return badRequest('任务令牌已使用，请重试', CODES.taskTokenInvalid);
  if (tokenRec.expiresAt <= now()) return badRequest('任务令牌已过期，请重试', CODES.taskTokenInvalid);
  const input = checkInput(req.body);
  if (!input.ok) return input.reply;
  const cost = toolOf(input.tool).cost;
  if (!charge(account, cost)) {
    return fail(200, CODES.pointsShort, `积分不足：本次需要 ${cost} 积分，当前余额 ${account.points} 积分，请先充值`);
  }
  tokenRec.used = true;
  const rec = createResource(account, input);
  const failed = taskShouldFail(req);
  later(mockConfig().taskDelayMs, () => finish(rec.resId, failed));
  return ok({ taskId: rec.taskId, resource: resourceView(rec, req.origin), points: account.points });
});

export default {
  'GET /miao/v1/task/token': token,
  'POST /miao/v1/task': create,
} satisfies RouteTable;
