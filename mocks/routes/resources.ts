// Each caller's resources: list (by type, page, num; newest first), delete one, delete many,
// revoke. Another user's resource is treated as if it did not exist.
import type { DeleteAnswer, ResourceListAnswer, RevokeAnswer } from '../../src/rules/wire/types';
import { refund } from '../server/ledger';
import { withdrawResults } from '../server/making';
import { deleteMedia } from '../server/mediaStore';
import { notFound, ok, withAccount } from '../server/reply';
import { readBody, readQuery, resourceIdBody, resourceIdQuery, resourceIdsBody, resourceListQuery } from '../server/requests';
import { mockState, type AccountRec, type ResourceRec } from '../server/state';
import type { ApiHandler } from '../server/types';
import { resourceView } from '../server/views';
import { standIn } from '../server/endpoints';

function own(account: AccountRec, resId: string): ResourceRec | undefined {
  const rec = mockState().resources.get(resId);
  return rec && rec.accountId === account.id ? rec : undefined;
}

const list: ApiHandler<ResourceListAnswer> = withAccount((req, account) => {
  const query = readQuery(req, resourceListQuery);
  if (!query.ok) return query.reply;
  const { page, num, typ } = query.value;
  const mine = [...mockState().resources.values()]
    .filter((r) => r.accountId === account.id && (!typ || r.typ === typ))
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
  const query = readQuery(req, resourceIdQuery);
  if (!query.ok) return query.reply;
  const { resId } = query.value;
  return ok({ deleted: remove(account, [resId]) });
});

const deleteMany: ApiHandler<DeleteAnswer> = withAccount((req, account) => {
  const body = readBody(req, resourceIdsBody);
  if (!body.ok) return body.reply;
  const { ids } = body.value;
  return ok({ deleted: remove(account, [...new Set(ids)]) });
});

/**
 * Revoke: a pending resource stops (its engine job is aborted), becomes 'revoked' and its
 * points come back. A done one becomes 'revoked' without a refund (the work was delivered);
 * failed ones were already refunded and only change status. Either way its media are removed
 * (a revoked result answers no URL). Revoking twice answers the same, refunding nothing more.
 */
const revoke: ApiHandler<RevokeAnswer> = withAccount((req, account) => {
  const body = readBody(req, resourceIdBody);
  if (!body.ok) return body.reply;
  const { resId } = body.value;
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
