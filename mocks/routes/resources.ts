// Each caller's resources: list (by type, page, num; newest first), delete one, delete many,
// revoke. Another user's resource is treated as if it did not exist.
import type { DeleteAnswer, ResourceListAnswer, RevokeAnswer } from '../../src/rules/wire/types';
import type { ToolId } from '../../src/rules/catalog';
import { TOOLS } from '../../src/rules/catalog';
import { refund } from '../server/ledger';
import { withdrawResults } from '../server/making';
import { deleteMedia } from '../server/mediaStore';
import { badRequest, field, notFound, ok, str, withAccount } from '../server/reply';
import { mockState, type AccountRec, type ResourceRec } from '../server/state';
import type { ApiHandler } from '../server/types';
import { resourceView } from '../server/views';
import { standIn } from '../server/endpoints';

export const MAX_PAGE_SIZE = 100;

function own(account: AccountRec, resId: string): ResourceRec | undefined {
  const rec = mockState().resources.get(resId);
  return rec && rec.accountId === account.id ? rec : undefined;
}

function positiveInt(raw: string | undefined, fallback: number): number | undefined {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : undefined;
}

const list: ApiHandler<ResourceListAnswer> = withAccount((req, account) => {
  const page = positiveInt(req.query.page, 1);
  const num = positiveInt(req.query.num, 100);
  if (page === undefined || num === undefined || num > MAX_PAGE_SIZE) {
    return badRequest(`page 应为正整数，num 应为 1 到 ${MAX_PAGE_SIZE} 的整数`);
  }
  const typ = req.query.typ;
  if (typ !== undefined && typ !== '' && !Object.hasOwn(TOOLS, typ)) return badRequest('未知的资源类型');
  const mine = [...mockState().resources.values()]
    .filter((r) => r.accountId === account.id && (!typ || r.typ === (typ as ToolId)))
    .sort((a, b) => b.createdAt - a.createdAt || b.seq - a.seq);
  const slice = mine.slice((page - 1) * num, page * num);
  return ok({ list: slice.map((r) => resourceView(r, req.origin)), total: mine.length, page, num });
});

/**
 * Deleting a pending resource stops its work without a refund (revoke is the way to get points
 * back); its media go with it, and its run's photo with the run's last result.
 */
function remove(account: AccountRec, ids: string[]): string[] {
  const deleted: string[] = [];
  for (const id of ids) {
    const rec = own(account, id);
    if (!rec) continue; // already gone (or not the caller's): harmless
    mockState().resources.delete(id);
    // The results of one run share its photo: it goes with the last of them.
    const shared = [...mockState().resources.values()].some((other) => other.sourceKey === rec.sourceKey);
    if (rec.sourceKey && !shared) deleteMedia(rec.sourceKey);
    deleted.push(id);
  }
  withdrawResults(deleted);
  return deleted;
}

const deleteOne: ApiHandler<DeleteAnswer> = withAccount((req, account) => {
  const resId = str(req.query.resId);
  if (!resId) return badRequest('缺少 resId');
  return ok({ deleted: remove(account, [resId]) });
});

const deleteMany: ApiHandler<DeleteAnswer> = withAccount((req, account) => {
  const ids = field(req.body, 'ids');
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string' || id === '')) {
    return badRequest('ids 应为资源编号数组');
  }
  return ok({ deleted: remove(account, [...new Set(ids as string[])]) });
});

/**
 * Revoke: a pending resource stops (its engine job is aborted), becomes 'revoked' and its
 * points come back. A done one becomes 'revoked' without a refund (the work was delivered);
 * failed ones were already refunded and only change status. Either way its media are removed
 * (a revoked result answers no URL). Revoking twice answers the same, refunding nothing more.
 */
const revoke: ApiHandler<RevokeAnswer> = withAccount((req, account) => {
  const resId = str(field(req.body, 'resId'));
  if (!resId) return badRequest('缺少 resId');
  const rec = own(account, resId);
  if (!rec) return notFound('资源不存在');
  if (rec.status === 'pending') refund(rec, 'revoked');
  rec.status = 'revoked';
  delete rec.resultKey;
  withdrawResults([resId]);
  return ok({ resource: resourceView(rec, req.origin), points: account.points });
});

export default standIn({
  listResources: list,
  deleteResource: deleteOne,
  deleteResources: deleteMany,
  revokeResource: revoke,
});
