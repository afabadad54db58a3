// Generation tasks: a single-use task token, then the task, which checks its input, charges
// the tool's points and yields a pending resource that is done (or failed and refunded)
// after the configured delay. The result is the tool/style's example media.
import type { TaskAnswer, TaskTokenAnswer, ToolId } from '../src/services/types';
import { exampleLabels, TOOLS, TTI_MAX_WIDTH, TTS_MAX_WIDTH, VIDEO3D_BGM } from '../src/services/catalog';
import { mockConfig } from './server/config';
import { charge, refund } from './server/ledger';
import { badRequest, CODES, fail, field, ok, str, withAccount } from './server/reply';
import { later, mockState, nextSeq, now, randomId, type AccountRec, type ResourceRec } from './server/state';
import type { ApiHandler, MockRequest, RouteTable } from './server/types';
import { resourceView } from './server/views';

/** SPEC.md §5 display width: ASCII counts 1, everything else 2. */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += (ch.codePointAt(0) ?? 0) <= 0x7f ? 1 : 2;
  return width;
}

const DATA_URL = /^data:(image\/(?:png|jpeg|jpg|webp|gif|bmp));base64,([A-Za-z0-9+/]+={0,2})$/;

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
  if (tool === 'video3d' && bgm) return `video/3dp/bgm/${bgm}/after`;
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
  if (typeof tool !== 'string' || !Object.hasOwn(TOOLS, tool)) return bad('未知的工具');
  const def = TOOLS[tool as ToolId];
  const style = str(field(body, 'style'));
  if (!style || !def.styles.includes(style)) return bad('未知的风格');
  const bgm = str(field(body, 'bgm'));
  if (bgm !== undefined && (def.id !== 'video3d' || !(VIDEO3D_BGM as readonly string[]).includes(bgm))) {
    return bad('未知的背景音乐');
  }
  if (def.input === 'photo') {
    const image = field(body, 'image');
    if (typeof image !== 'string' || image === '') return bad('请上传照片', CODES.badImage);
    const match = DATA_URL.exec(image);
    if (!match) return bad('照片格式不正确，请上传 PNG、JPG 或 WEBP 图片', CODES.badImage);
    const bytes = Buffer.from(match[2], 'base64');
    if (bytes.length === 0) return bad('照片是空的', CODES.badImage);
    const max = mockConfig().maxImageBytes;
    if (bytes.length > max) return bad(`照片太大，请小于 ${Math.floor(max / 1024 / 1024)} MB`, CODES.badImage);
    return { ok: true, tool: def.id, style, image: { mime: match[1], bytes }, bgm };
  }
  const text = field(body, 'text');
  if (typeof text !== 'string' || text.trim() === '') return bad('请输入文字');
  const max = def.id === 'tts' ? TTS_MAX_WIDTH : TTI_MAX_WIDTH;
  if (textWidth(text) > max) return bad(`文字太长：最多 ${max / 2} 个汉字或 ${max} 个英文字符`, CODES.textTooLong);
  return { ok: true, tool: def.id, style, text };
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
    kind: TOOLS[input.tool].output,
    style: input.style,
    status: 'pending',
    resultLabel: resultLabel(input.tool, input.style, input.bgm),
    sourceKey,
    cost: TOOLS[input.tool].cost,
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
  const cost = TOOLS[input.tool].cost;
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
