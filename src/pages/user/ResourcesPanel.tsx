// My resources: filter by tool, pages of 100, preview, download, delete one or many, revoke.
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { selectError, selectLoading } from '../../app';
import { selectResourcesSorted, useAppDispatch, useAppSelector } from '../../store';
import { Button, buttonClass } from '../../components/button/Button';
import { EmptyState } from '../../components/feedback/EmptyState';
import { ErrorState } from '../../components/feedback/ErrorState';
import { Skeleton } from '../../components/feedback/Skeleton';
import { useChoose, useConfirm } from '../../components/dialog/useConfirm';
import { user as zhUser } from '../../locales/zh-CN/user';
import { useMessages } from '../../locales/useLocale';
import { resources } from '../../models/resources';
import { TOOL_IDS } from '../../rules/catalog';
import type { ToolId } from '../../services/types';
import { announce } from '../../features/effects/announce';
import { ResourceCard } from './ResourceCard';
import styles from './panels.module.css';

export const PAGE_SIZE = 100;

/** The item whose delete or revoke is running (only its button shows busy). */
type Acting = { resId: string; action: 'remove' | 'revoke' } | null;

/** The filter's value as a tool id; '' (all types) is undefined. */
function toolOf(value: string): ToolId | undefined {
  return TOOL_IDS.find((id) => id === value);
}

export function ResourcesPanel() {
  const t = useMessages('user', zhUser).resources;
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const choose = useChoose();
  const list = useAppSelector(selectResourcesSorted);
  const total = useAppSelector((s) => s.resources.total);
  const loading = useAppSelector(selectLoading(resources.actions.fetch));
  const error = useAppSelector(selectError(resources.actions.fetch));
  const [typ, setTyp] = useState<ToolId | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [acting, setActing] = useState<Acting>(null);
  const [removingMany, setRemovingMany] = useState(false);

  // The list is fetched here; while items are pending the model refreshes it itself.
  const load = () => void dispatch(resources.actions.fetch({ page, num: PAGE_SIZE, typ })).catch(() => undefined);
  useEffect(() => {
    // A failure is shown from state.errors (with a retry); a superseded fetch is not one.
    dispatch(resources.actions.fetch({ page, num: PAGE_SIZE, typ })).catch(() => undefined);
  }, [dispatch, page, typ]);
  // Another page or filter starts with nothing selected.
  const goTo = (next: number) => {
    setPage(next);
    setSelected(new Set());
  };

  // Forget selections of items that are gone.
  const ids = useMemo(() => new Set(list.map((r) => r.resId)), [list]);
  const chosen = [...selected].filter((id) => ids.has(id));
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const toggle = (resId: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(resId)) next.delete(resId);
      else next.add(resId);
      return next;
    });

  const removeOne = async (resId: string) => {
    const item = list.find((r) => r.resId === resId);
    if (item?.status === 'pending') {
      // Deleting a task that still runs forfeits its points; 撤回 would refund them: say so, offer it.
      const choice = await choose({
        title: t.deletePendingTitle,
        message: t.deletePendingMessage(item.cost),
        confirmLabel: t.deleteAnyway,
        alternative: t.revokeInstead,
        cancel: true,
        danger: true,
      });
      if (choice === 'alternative') return revoke(resId);
      if (choice === 'cancel') return;
    } else if (
      !(await confirm({ title: t.deleteTitle, message: t.deleteMessage, confirmLabel: t.delete, cancel: true, danger: true }))
    ) {
      return;
    }
    setActing({ resId, action: 'remove' });
    await announce(dispatch(resources.actions.remove({ resId })), t.deleted);
    setActing(null);
  };
  const revoke = async (resId: string) => {
    setActing({ resId, action: 'revoke' });
    await announce(dispatch(resources.actions.revoke({ resId })), t.revoked);
    setActing(null);
  };
  const revokeOne = async (resId: string) => {
    if (await confirm({ title: t.revokeTitle, message: t.revokeMessage, confirmLabel: t.revoke, cancel: true, danger: true })) {
      await revoke(resId);
    }
  };
  const removeChosen = async () => {
    const idsToRemove = chosen;
    if (idsToRemove.length === 0) return;
    const ok = await confirm({
      title: t.deleteManyTitle(idsToRemove.length),
      message: t.deleteMessage,
      confirmLabel: t.delete,
      cancel: true,
      danger: true,
    });
    if (!ok) return;
    setRemovingMany(true);
    const done = await announce(dispatch(resources.actions.removeMany({ ids: idsToRemove })), t.deleted);
    setRemovingMany(false);
    // A failed delete keeps the selection, so a retry is one click.
    if (done !== undefined) setSelected(new Set());
  };
  const allChosen = list.length > 0 && chosen.length === list.length;

  return (
    <div>
      <div className={styles.toolbar}>
        <label className={styles.filter}>
          <span>{t.filter}</span>
          <select
            value={typ ?? ''}
            onChange={(e) => {
              setTyp(toolOf(e.target.value));
              goTo(1);
            }}
          >
            <option value="">{t.all}</option>
            {TOOL_IDS.map((id) => (
              <option key={id} value={id}>
                {t.tools[id]}
              </option>
            ))}
          </select>
        </label>
        <span className={styles.muted}>{t.total(total)}</span>
        <div className={styles.toolbarEnd}>
          {list.length > 0 && (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={allChosen}
                onChange={() => setSelected(allChosen ? new Set() : new Set(list.map((r) => r.resId)))}
              />
              {t.selectAll}
            </label>
          )}
          {chosen.length > 0 && <span className={styles.muted}>{t.selected(chosen.length)}</span>}
          <Button variant="danger" size="sm" disabled={chosen.length === 0} busy={removingMany} onClick={removeChosen}>
            {t.deleteSelected}
          </Button>
        </div>
      </div>

      {error && list.length === 0 ? (
        <ErrorState message={error.message} onRetry={load} busy={loading} />
      ) : loading && list.length === 0 ? (
        <ul className={styles.grid} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className={styles.resource}>
              <Skeleton height={160} />
              <Skeleton height={14} width="60%" />
              <Skeleton height={14} width="40%" />
            </li>
          ))}
        </ul>
      ) : list.length === 0 ? (
        <EmptyState
          title={typ ? t.emptyFiltered : t.empty}
          description={t.emptyText}
          action={
            <Link to="/" className={buttonClass('primary')}>
              {t.create}
            </Link>
          }
        />
      ) : (
        <>
          {error && <ErrorState message={error.message} onRetry={load} busy={loading} />}
          <ul className={styles.grid}>
            {list.map((item) => (
              <ResourceCard
                key={item.resId}
                item={item}
                selected={selected.has(item.resId)}
                onToggle={() => toggle(item.resId)}
                onDelete={() => removeOne(item.resId)}
                onRevoke={() => revokeOne(item.resId)}
                removing={acting?.resId === item.resId && acting.action === 'remove'}
                revoking={acting?.resId === item.resId && acting.action === 'revoke'}
              />
            ))}
          </ul>
        </>
      )}

      {pages > 1 && (
        <nav className={styles.pager} aria-label={t.page(page, pages)}>
          <Button variant="secondary" size="sm" disabled={page <= 1 || loading} onClick={() => goTo(page - 1)}>
            {t.prev}
          </Button>
          <span>{t.page(page, pages)}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages || loading} onClick={() => goTo(page + 1)}>
            {t.next}
          </Button>
        </nav>
      )}
    </div>
  );
}
