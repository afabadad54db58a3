// Generation tasks: a single-use task token, then the task (a run), which checks its input and
// its styles and result count (and, made by the engine, the photo's face where the tool needs
// one), charges the whole run and yields one pending resource per result; each is done when
// made (or failed and refunded alone): server/making.ts.
// A task with `hdOf` (docs/api.md "HD") makes one finished still result again at twice its
// size, from its own photo or text and seed, for hdCost of its price (server/hdRequest.ts checks it).
// A photo is megabytes of base64 (a 12-megapixel one, 5.6 MB): it is checked and decoded once
// per request (server/dataUrl.ts), and stored without holding the thread, before any record
// refers to it.
import { randomInt } from 'node:crypto';
import type { ResourceSettings, TaskAnswer, TaskTokenAnswer } from '../../src/rules/wire/types';
import type { ToolId } from '../../src/rules/catalog';
import { bgmLabel, exampleLabels, isBgmOf, toolOf } from '../../src/rules/catalog';
import { canStartRun, checkRun, MAX_PARALLEL_RUNS, runCost, runItems } from '../../src/rules/runs';
import { checkPhotoBytes, checkText, problemCode, sniffImage, type InputProblem } from '../../src/rules/input';
import { describeProblem, describeRunProblem } from '../../src/locales/zh-CN/input';
import { checkFaces, faceProblemCode } from '../../src/rules/faces';
import { errors as faceWords, errors as busyWords } from '../../src/locales/zh-CN/errors';
import { localeOfRequest } from '../../src/locales/locale';
import { HD_SCALE, hdCost } from '../../src/rules/hd';
import { engineHasRoomFor, engineUsesOwnRecipes, photoDecodesAt, readUpload, type PreparedRun, type UploadRead } from '../engine';
import { imageServerFor } from '../engine/recipes/remote/servers';
import { nothingToDraw } from '../engine/recipes/tti/refusal';
import { mockConfig } from '../server/config';
import { charge } from '../server/ledger';
import { finishRun } from '../server/making';
import { dataUrlBytes } from '../server/dataUrl';
import { deleteMedia, getMedia, putMedia } from '../server/mediaStore';
import { authenticate, badRequest, CODES, fail, ok, withAccount } from '../server/reply';
import { read, readLoose, TASK_FIELD_CODES, taskBody, taskTokenBody, variationsOfBody } from '../server/requests';
import { db } from '../db/current';
import { accountById, lockAccount } from '../db/accounts';
import type { Sql } from '../db/database';
import { nextSeq } from '../db/ledger';
import { addTaskToken, taskTokenOf, useTaskToken } from '../db/logins';
import { addResource, resourceById, runsGoing } from '../db/resources';
import type { AccountRec, ResourceRec } from '../db/rows';
import { now, randomId } from '../server/state';
import type { ApiHandler, MockRequest } from '../server/types';
import { resourceView } from '../server/views';
import { standIn } from '../server/endpoints';
import { checkHd } from '../server/hdRequest';

const token: ApiHandler<TaskTokenAnswer> = withAccount(async (_req, account) => {
  const value = randomId('tt-', 12);
  await addTaskToken(db, {
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

interface RunInput {
  tool: ToolId;
  styles: string[];
  count: number;
  image?: { mime: string; bytes: Buffer };
  text?: string;
  bgm?: string;
}

type Checked = { ok: true; input: RunInput } | { ok: false; reply: ReturnType<typeof badRequest> };

function checkInput(body: unknown): Checked {
  const bad = (msg: string, code: number = CODES.badRequest) => ({ ok: false as const, reply: badRequest(msg, code) });
  const fields = read(taskBody, body, TASK_FIELD_CODES);
  if (!fields.ok) return fields;
  const { tool, style, count, bgm, image, text } = fields.value;
  const def = toolOf(tool);
  // `styles` when given, else `[style]`.
  const styles = fields.value.styles ?? (style ? [style] : []);
  // The rulebook's run check (src/rules/runs.ts), the same the page runs before Start.
  const run = checkRun({ tool, styles, count });
  if (run)
    return bad(describeRunProblem(run), run.kind === 'unknownStyle' || run.kind === 'noStyle' ? CODES.badRequest : CODES.badRun);
  if (bgm !== undefined && !isBgmOf(tool, bgm)) return bad('未知的背景音乐');
  // The rulebook's input checks (src/rules/input.ts), the same the page runs, in the same words.
  const refuse = (problem: InputProblem) => bad(describeProblem(problem), problemCode(problem));
  if (def.input.kind === 'photo') {
    if (image === undefined || image === '') return refuse({ kind: 'photoMissing' });
    // A base64 data URL; its declared type is not trusted (the bytes are sniffed).
    const bytes = dataUrlBytes(image);
    if (!bytes) return refuse({ kind: 'photoType' });
    const problem = checkPhotoBytes(bytes);
    if (problem) return refuse(problem);
    // checkPhotoBytes accepted it, so the signature is known; served back with that type.
    const mime = sniffImage(bytes)?.type ?? 'image/png';
    return { ok: true, input: { tool, styles, count, image: { mime, bytes }, bgm } };
  }
  const problem = checkText(tool, text ?? '', styles);
  if (problem) return refuse(problem);
  const undrawable = tool === 'tti' ? nothingToDrawHere(text ?? '') : undefined;
  if (undrawable) return bad(undrawable, CODES.nothingToDraw);
  return { ok: true, input: { tool, styles, count, text: text ?? '' } };
}

/**
 * The local engine draws only what its vocabulary knows (mocks/engine/recipes/tti/refusal.ts): a
 * prompt with nothing it can draw is refused before any charge, in words that say what it can
 * draw. A picture server (MIAO_ENGINE_SD_URL, or MIAO_ENGINE_TTI_URL) draws anything, and test recipes draw nothing.
 */
function nothingToDrawHere(prompt: string): string | undefined {
  if (mockConfig().engine !== 'local' || imageServerFor('tti') || !engineUsesOwnRecipes()) return undefined;
  return nothingToDraw(prompt);
}

/**
 * The result a run of variations is made from (docs/api.md "Variations"): kept on its charge
 * when the body names one of the caller's own results of the same tool, else ignored (it
 * changes nothing made or charged, so it refuses nothing).
 */
async function variationsOfIn(body: unknown, account: AccountRec, input: RunInput): Promise<string | undefined> {
  const id = readLoose(variationsOfBody, body).variationsOf;
  const rec = id === undefined ? undefined : await resourceById(db, id);
  return rec && rec.accountId === account.id && rec.typ === input.tool ? id : undefined;
}

/** The run's photo, stored under `sourceKey` ('' for text tools and HD sharing its original's: nothing to store). */
async function storeUpload(sourceKey: string, input: RunInput): Promise<void> {
  if (sourceKey && input.image) await putMedia(sourceKey, input.image);
}

/** The run's results; their photo (sourceKey) is stored already. `original`: the result an HD run makes bigger. */
async function createResources(
  sql: Sql,
  account: AccountRec,
  input: RunInput,
  taskId: string,
  sourceKey: string,
  original?: ResourceRec,
): Promise<ResourceRec[]> {
  const def = toolOf(input.tool);
  const settings: ResourceSettings = { styles: input.styles, count: input.count };
  if (input.text !== undefined) settings.text = input.text;
  if (input.bgm !== undefined) settings.bgm = input.bgm;
  if (original) Object.assign(settings, { scale: HD_SCALE, hdOf: original.resId });
  const recs: ResourceRec[] = [];
  // A run's results take consecutive seeds from a random base: any four consecutive seeds
  // differ in the shot or the subject's side (engine recipes/shared/variation.ts), where two
  // independent random seeds came out alike about one time in six.
  const firstSeed = randomInt(2 ** 31 - 64);
  for (const style of runItems(input)) {
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
      cost: original ? hdCost(original.cost) : def.cost,
      createdAt: now(),
      settings,
      seq: await nextSeq(sql),
      refunded: false,
      // The engine's seed: each result its own (two results of one run differ), HD its original's (the same picture).
      seed: original ? original.seed : firstSeed + recs.length,
      resultKey: undefined,
      progress: undefined,
    };
    await addResource(sql, rec);
    recs.push(rec);
  }
  return recs;
}

type Refusal = { ok: false; reply: ReturnType<typeof fail> };
type Admitted = { ok: true; account: AccountRec; token: string } | Refusal;
type Preflight = { ok: true; account: AccountRec; token: string; input: RunInput; original?: ResourceRec } | Refusal;

const TOKEN_USED = '任务令牌已使用，请重试';

/** The login and the task token: the first checks, and read again after the face check. */
async function admit(req: MockRequest): Promise<Admitted> {
  const authed = await authenticate(req);
  if (!authed.ok) return authed;
  const { account } = authed;
  const tokenValue = readLoose(taskTokenBody, req.body).token;
  const tokenRec = tokenValue ? await taskTokenOf(db, tokenValue) : undefined;
  if (!tokenRec || tokenRec.accountId !== account.id)
    return { ok: false, reply: badRequest('任务令牌无效', CODES.taskTokenInvalid) };
  if (tokenRec.used) return { ok: false, reply: badRequest(TOKEN_USED, CODES.taskTokenInvalid) };
  if (tokenRec.expiresAt <= now()) return { ok: false, reply: badRequest('任务令牌已过期，请重试', CODES.taskTokenInvalid) };
  return { ok: true, account, token: tokenRec.token };
}

async function tooManyRuns(account: AccountRec, sql: Sql = db): Promise<Refusal | undefined> {
  if (canStartRun(await runsGoing(sql, account.id))) return undefined;
  return { ok: false, reply: fail(200, CODES.tooManyRuns, `最多同时进行 ${MAX_PARALLEL_RUNS} 个生成，请等其中一个完成`) };
}

/** The local engine's queue (every account's results) has no room for this run's: refused before any charge. */
function engineFull(input: RunInput): Refusal | undefined {
  if (mockConfig().engine !== 'local' || engineHasRoomFor(runItems(input).length)) return undefined;
  return { ok: false, reply: fail(200, CODES.engineBusy, busyWords.engineBusy) };
}

/** Everything checked before a charge: the login, the token, the input and run, HD's result, the parallel limit. */
async function preflight(req: MockRequest): Promise<Preflight> {
  const admitted = await admit(req);
  if (!admitted.ok) return admitted;
  const checked = checkInput(req.body);
  if (!checked.ok) return checked;
  const hd = await checkHd(db, req.body, admitted.account, checked.input);
  if (!hd.ok) return hd;
  return (
    (await tooManyRuns(admitted.account)) ??
    engineFull(checked.input) ?? { ...admitted, input: checked.input, original: hd.original }
  );
}

/**
 * After the face check: what may have changed meanwhile (the input, already checked and
 * decoded, cannot; HD's result may have been deleted or revoked).
 */
async function preflightAgain(req: MockRequest, input: RunInput): Promise<Admitted> {
  const admitted = await admit(req);
  if (!admitted.ok) return admitted;
  const hd = await checkHd(db, req.body, admitted.account, input);
  if (!hd.ok) return hd;
  return (await tooManyRuns(admitted.account)) ?? engineFull(input) ?? admitted;
}

/** A refusal met inside the charge's transaction: thrown to undo what it did, then answered. */
class Refused extends Error {
  constructor(readonly reply: ReturnType<typeof fail>) {
    super('refused');
  }
}

/**
 * What an HD run is made from: its original's photo as stored (the very bytes it was made
 * from; the one sent was only checked) and its original's text. `sharedKey`: the original's
 * photo key when that photo is still stored (the HD result shares it), else ''.
 */
function hdMaterial(original: ResourceRec, input: RunInput): { input: RunInput; sharedKey: string } {
  const stored = original.sourceKey ? getMedia(original.sourceKey) : undefined;
  const text = original.settings.text ?? input.text;
  const withText = text === undefined ? input : { ...input, text };
  if (!stored || !input.image) return { input: withText, sharedKey: '' };
  return { input: { ...withText, image: { mime: stored.mime, bytes: stored.bytes } }, sharedKey: original.sourceKey };
}

type PhotoRead = { ok: true; prepared?: PreparedRun } | { ok: false; reply: ReturnType<typeof fail> };

const unreadable = (): PhotoRead => {
  const problem: InputProblem = { kind: 'photoUnreadable' };
  return { ok: false, reply: badRequest(describeProblem(problem), problemCode(problem)) };
};

/**
 * The run's photo read before any charge, with the token still unused. A photo that passed
 * the header checks but cannot be read is the user's to change (4004), not an outage to retry.
 * By the local engine: decoded once for the whole run (engine readUpload) and, for a tool made
 * from one face, its face checked (src/rules/faces.ts: 4006/4007, HTTP 200). Stock answers
 * read no photo: only whether it could be read (a small decode).
 */
async function readPhoto(input: RunInput): Promise<PhotoRead> {
  if (!input.image) return { ok: true };
  const { bytes } = input.image;
  const claimed = sniffImage(bytes);
  if (claimed?.width === undefined || claimed.height === undefined) return unreadable();
  const size = { width: claimed.width, height: claimed.height };
  if (mockConfig().engine !== 'local') return (await photoDecodesAt(bytes, size)) ? { ok: true } : unreadable();
  let read: UploadRead;
  try {
    read = await readUpload(input.tool, bytes, size);
  } catch (error) {
    console.warn('[engine] reading the photo failed:', error instanceof Error ? error.message : error);
    return { ok: false, reply: fail(503, CODES.engineFailed, '暂时无法识别照片中的人脸，本次未扣积分，请稍后重试') };
  }
  if (!read.readable) return unreadable();
  const problem = checkFaces(input.tool, read.facesInUpload);
  if (problem) return { ok: false, reply: fail(200, faceProblemCode(problem), faceWords[problem.kind]) };
  return { ok: true, prepared: read.run };
}

/**
 * A run: its token used once, its input and run checked, the parallel limit checked, the
 * photo's face checked where the tool needs one, then the whole cost charged at once (or
 * nothing), and one pending resource per result, each finished on its own (server/making.ts);
 * a failed one is refunded alone.
 * The photo is stored (one upload per run: every result shows it as its source) while its
 * face is checked, and before the charge: the records that refer to it are made only once it
 * is on disk, and a run refused after all, or a store that fails, charges nothing (a refused
 * run's photo is removed; one a crash left behind is removed at the next start).
 */
const create: ApiHandler<TaskAnswer> = async (req) => {
  const first = await preflight(req);
  if (!first.ok) return first.reply;
  const { original } = first;
  const { input, sharedKey } = original ? hdMaterial(original, first.input) : { input: first.input, sharedKey: '' };
  const taskId = randomId('t-', 8);
  // An HD run shares its original's stored photo; any other stores the one it was sent.
  const ownKey = !sharedKey && input.image ? `upload/${taskId}` : '';
  const sourceKey = sharedKey || ownKey;
  const [photo] = await Promise.all([readPhoto(input), storeUpload(ownKey, input)]);
  const refuse = (reply: ReturnType<typeof fail>) => {
    if (ownKey) deleteMedia(ownKey);
    return reply;
  };
  if (!photo.ok) return refuse(photo.reply);
  // The faces and the store took a while: the token, HD's result, the balance and the runs going are read again now.
  const checked = await preflightAgain(req, input);
  if (!checked.ok) return refuse(checked.reply);
  const { account } = checked;
  const cost = original ? hdCost(original.cost) : runCost(input, () => toolOf(input.tool).cost);
  const variationsOf = await variationsOfIn(req.body, account, input);
  const run = {
    tool: input.tool,
    styles: input.styles,
    count: runItems(input).length,
    taskId,
    ...(variationsOf ? { variationsOf } : {}),
  };
  // The charge, the token's use and the results: all committed together, or none of them.
  let made: { recs: ResourceRec[]; points: number };
  try {
    made = await db.transaction(async (tx) => {
      // One run at a time per account from here: the runs going and HD's result are read
      // again under the account's lock, so two runs sent at once cannot both pass the limit.
      await lockAccount(tx, account.id);
      const again = (await tooManyRuns(account, tx)) ?? (await checkHd(tx, req.body, account, input));
      if (!again.ok) throw new Refused(again.reply);
      const points = await charge(tx, account.id, cost, original ? { ...run, hdOf: original.resId } : run);
      if (points === undefined) {
        const balance = (await accountById(tx, account.id))?.points ?? 0;
        throw new Refused(fail(200, CODES.pointsShort, `积分不足：本次需要 ${cost} 积分，当前余额 ${balance} 积分，请先充值`));
      }
      // Two runs made with one token at once: the second finds it used, and its charge is undone.
      if (!(await useTaskToken(tx, checked.token))) throw new Refused(badRequest(TOKEN_USED, CODES.taskTokenInvalid));
      return { recs: await createResources(tx, account, input, taskId, sourceKey, original), points };
    });
  } catch (error) {
    if (error instanceof Refused) return refuse(error.reply);
    throw error;
  }
  const { recs, points } = made;
  // The user's language (the app's cookie, else the browser's): a talking photo says its line in it.
  const locale = localeOfRequest(req.headers.cookie, req.headers['accept-language']);
  finishRun(recs, { tool: input.tool, prepared: photo.prepared, text: input.text, bgm: input.bgm, locale }, failingItems(req));
  const views = recs.map((rec) => resourceView(rec, req.origin));
  return ok({ taskId: recs[0].taskId, resource: views[0], resources: views, points });
};

export default standIn({
  getTaskToken: token,
  createTask: create,
});
