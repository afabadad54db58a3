// HD (docs/api.md "HD", src/rules/hd.ts): a task with `hdOf` makes one of the caller's finished
// still results again at twice its width and height, from the input and seed it was made with.
// Here: which result it names, and every reason to refuse it, checked before anything is
// charged (tasks.ts), each in words the user can read.
import { canMakeHd, HD_SCALE } from '../../src/rules/hd';
import { toolOf, type ToolId } from '../../src/rules/catalog';
import { repeatOf } from '../../src/rules/runs';
import { badRequest, CODES, fail, notFound } from './reply';
import { hdOfBody, read } from './requests';
import type { Sql } from '../db/database';
import { hdResults, resourceById } from '../db/resources';
import type { AccountRec, ResourceRec } from '../db/rows';
import type { ApiReply } from './types';

/** What the run asks, as tasks.ts checked it. */
export interface HdRun {
  tool: ToolId;
  styles: readonly string[];
  count: number;
}

/** No `hdOf` (an ordinary run), the result it names, or the refusal. */
export type HdCheck = { ok: true; original?: ResourceRec } | { ok: false; reply: ApiReply<never> };

/** A refusal the user reads (HTTP 200): the result is theirs, but cannot be made in HD now. */
const cannot = (msg: string): HdCheck => ({ ok: false, reply: fail(200, CODES.hdNotPossible, msg) });

/** Why `original` cannot be made in HD, in words; undefined when it can. */
function whyNot(original: ResourceRec): string | undefined {
  if (canMakeHd({ typ: original.typ, status: original.status, settings: original.settings })) {
    // Made before the records kept their seed: it could only be made again as another picture.
    return original.seed === undefined ? '这张作品生成得较早，没有保存生成参数，无法按原样做成高清' : undefined;
  }
  if (toolOf(original.typ).output !== 'image') return '只有图片作品可以做成高清';
  if ((original.settings.scale ?? 1) >= HD_SCALE) return '这张作品已经是高清的了';
  if (original.status === 'pending') return '这张作品还在生成中，完成后才能做成高清';
  if (original.status === 'revoked') return '这张作品已撤回，无法做成高清';
  return '这张作品没有生成成功，无法做成高清';
}

/**
 * The result `hdOf` names, when the body has one and it can be made in HD by this run: the
 * caller's own, done, a still picture, not HD already, made with a seed kept; the run of its
 * tool and style, one result.
 */
export async function checkHd(sql: Sql, body: unknown, account: AccountRec, run: HdRun): Promise<HdCheck> {
  const asked = read(hdOfBody, body);
  if (!asked.ok) return asked;
  const { hdOf } = asked.value;
  if (hdOf === undefined) return { ok: true };
  const original = await resourceById(sql, hdOf);
  // Another account's result is answered as one that does not exist (as resources.ts does).
  if (!original || original.accountId !== account.id) return { ok: false, reply: notFound('要做成高清的作品不存在') };
  if (run.styles.length !== 1 || run.count !== 1) {
    return { ok: false, reply: badRequest('高清一次只做一张：只能有一个风格，生成 1 张', CODES.badRun) };
  }
  if (run.tool !== original.typ || run.styles[0] !== original.style) {
    return { ok: false, reply: badRequest('高清要用原作品的工具和风格', CODES.hdNotPossible) };
  }
  const reason = whyNot(original) ?? ((await hdGoing(sql, account, hdOf)) ? HD_GOING : undefined);
  return reason ? cannot(reason) : { ok: true, original };
}

/** The page says the same in its own words (its going button, errors.runRepeat). */
const HD_GOING = '这张作品的高清版正在生成中，完成前不会再做一张，也不会再次扣积分';

/** An HD of `resId` the account asked for is still being made (rules/runs.ts repeatOf, as the page checks its own runs). */
async function hdGoing(sql: Sql, account: AccountRec, resId: string): Promise<boolean> {
  const made = (await hdResults(sql, account.id))
    .filter((r) => r.settings.hdOf !== undefined)
    .map((r) => ({ origin: { action: 'hd' as const, of: r.settings.hdOf ?? '' }, pending: r.status === 'pending' }));
  return repeatOf(made, { action: 'hd', of: resId }, (r) => r.pending) !== undefined;
}
