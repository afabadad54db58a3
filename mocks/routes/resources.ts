// Each caller's resources: list (by type, page, num; newest first), delete one, delete many,
// revoke. Another user's resource is treated as if it did not exist.
import type { DeleteAnswer, ResourceListAnswer, RevokeAnswer } from '../../src/rules/wire/types';
import { refund } from '../server/ledger';
import { withdrawResults } from '../server/making';
import { deleteMedia } from '../server/mediaStore';
import { notFound, ok, withAccount } from '../server/reply';
import { readBody, readQuery, resourceIdBody, resourceIdQuery, resourceIdsBody, resourceListQuery } from '../server/requests';
import { db } from '../db/current';
import { accountById } from '../db/accounts';
import { deleteResource, markRevoked, ownResource, resourceById, resourcePage, settlePending } from '../db/resources';
import type { AccountRec } from '../db/rows';
import type { ApiHandler } from '../server/types';
import { resourceView } from '../server/views';
import { standIn } from '../server/endpoints';

const list: ApiHandler<ResourceListAnswer> = withAccount(async (req, account) => {
  const query = readQuery(req, resourceListQuery);
  if (!query.ok) return query.reply;
  const { page, num, typ } = query.value;
  const mine = await resourcePage(db, account.id, typ || undefined, page, num);
  return ok({ list: mine.list.map((r) => resourceView(r, req.origin)), total: mine.total, page, num });
});

/**
 * Deleting a pending resource stops its work without a refund (revoke is the way to get points
 * back); its media go with it, and its run's photo with the run's last result.
 */
async function remove(account: AccountRec, ids: string[]): Promise<string[]> {
  const deleted: string[] = [];
  for (const id of ids) {
    const gone = await db.transaction(async (tx) => {
      const rec = await ownResource(tx, account.id, id);
      if (!rec) return false; // already gone (or not the caller's): harmless
      // The results of one run share its photo: it goes with the last of them.
      const { photoShared } = await deleteResource(tx, rec);
      if (rec.sourceKey && !photoShared) deleteMedia(rec.sourceKey);
      return true;
    });
    if (gone) deleted.push(id);
  }
  withdrawResults(deleted);
  return deleted;
}

const deleteOne: ApiHandler<DeleteAnswer> = withAccount(async (req, account) => {
  const query = readQuery(req, resourceIdQuery);
  if (!query.ok) return query.reply;
  const { resId } = query.value;
  return ok({ deleted: await remove(account, [resId]) });
});

const deleteMany: ApiHandler<DeleteAnswer> = withAccount(async (req, account) => {
  const body = readBody(req, resourceIdsBody);
  if (!body.ok) return body.reply;
  const { ids } = body.value;
  return ok({ deleted: await remove(account, [...new Set(ids)]) });
});

/**
 * Revoke: a pending resource stops (its engine job is aborted), becomes 'revoked' and its
 * points come back. A done one becomes 'revoked' without a refund (the work was delivered);
 * failed ones were already refunded and only change status. Either way its media are removed
 * (a revoked result answers no URL). Revoking twice answers the same, refunding nothing more.
 */
const revoke: ApiHandler<RevokeAnswer> = withAccount(async (req, account) => {
  const body = readBody(req, resourceIdBody);
  if (!body.ok) return body.reply;
  const { resId } = body.value;
  const answer = await db.transaction(async (tx) => {
    const rec = await ownResource(tx, account.id, resId);
    if (!rec) return undefined;
    // Pending: it stops here, refunded; a result that finished first is revoked without one.
    if (await settlePending(tx, resId, 'revoked')) await refund(tx, resId, 'revoked');
    await markRevoked(tx, resId);
    const revoked = await resourceById(tx, resId);
    const points = (await accountById(tx, account.id))?.points ?? account.points;
    return revoked && { revoked, points };
  });
  if (!answer) return notFound('资源不存在');
  withdrawResults([resId]);
  return ok({ resource: resourceView(answer.revoked, req.origin), points: answer.points });
});

export default standIn({
  listResources: list,
  deleteResource: deleteOne,
  deleteResources: deleteMany,
  revokeResource: revoke,
});
