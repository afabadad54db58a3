// My resources: a history to search (by text, tool, style), order by date and filter by tool or
// by favourite, in pages of 100, grouped by run (a heading with the run's names and time of
// day above its results); the full-screen viewer over what is shown, in screen order, download (or save
// to the phone), make again with the same settings (its cost on the button), save a selection
// as one zip, delete one or many, revoke.
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { selectError, selectLoading } from '../../app';
import { selectInfo, useAppDispatch, useAppSelector } from '../../store';
import { selectResourcesSorted } from '../../features/resources/selectors';
import { Button, buttonClass } from '../../components/button/Button';
import { EmptyState } from '../../components/feedback/EmptyState';
import { ErrorState } from '../../components/feedback/ErrorState';
import { Skeleton } from '../../components/feedback/Skeleton';
import { useChoose, useConfirm } from '../../components/dialog/useConfirm';
import { user as zhUser } from '../../locales/zh-CN/user';
import { useLocale, useMessages } from '../../locales/useLocale';
import { resources } from '../../models/resources';
import { TOOL_IDS } from '../../rules/catalog';
import type { ToolId } from '../../rules/catalog';
import { announce, failureMessage } from '../../features/effects/announce';
import { runAddress } from '../../features/generate/run/runAddress';
import { requestReveal } from '../../features/generate/run/revealRun';
import { useRunPress } from '../../features/generate/actions/useRunPress';
import { canRerun, historyView, rerunCost, runSize, type Order } from '../../features/resources/history';
import { groupByRun, inScreenOrder, runContinuedFromBefore } from '../../features/resources/runs';
import { downloadZip } from '../../features/generate/save/zipDownload';
import { LazyResultViewer } from '../../features/generate/viewer/lazyViewer';
import { viewable, viewerItems } from '../../features/generate/viewer/viewerItems';
import { useFavourites } from '../../features/favourites';
import { showToast } from '../../components/toast/toastStore';
import { tasks, type RerunScope } from '../../models/tasks';
import { ResourceCard, type RerunOffer } from './ResourceCard';
import { RunList, RunSection } from './RunSection';
import { runTitle, runWhen } from './format';
import { useToday } from './useToday';
import { shopAddress } from '../../utils/shopAddress';
import styles from './panels.module.css';
import { useErrorText } from '../../features/errors/useErrorText';

export const PAGE_SIZE = 100;

/** The item whose delete or revoke is running (only its button shows busy). */
type Acting = { resId: string; action: 'remove' | 'revoke' } | null;

/** The filter's value as a tool id; '' (all types) is undefined. */
function toolOf(value: string): ToolId | undefined {
  return TOOL_IDS.find((id) => id === value);
}

export function ResourcesPanel() {
  const t = useMessages('user', zhUser).resources;
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const choose = useChoose();
  const list = useAppSelector(selectResourcesSorted);
  const total = useAppSelector((s) => s.resources.total);
  const loading = useAppSelector(selectLoading(resources.actions.fetch));
  const error = useAppSelector(selectError(resources.actions.fetch));
  const errorText = useErrorText(error);
  const [typ, setTyp] = useState<ToolId | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [acting, setActing] = useState<Acting>(null);
  const [removingMany, setRemovingMany] = useState(false);
  const [zipping, setZipping] = useState(false);
  const [query, setQuery] = useState('');
  const [order, setOrder] = useState<Order>('newest');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const info = useAppSelector(selectInfo);
  const balance = info.id !== '' ? info.points : null;
  const favourites = useFavourites();
  const [onlyFavourites, setOnlyFavourites] = useState(false);
  const favouritesOnly = onlyFavourites && favourites.available;
  const shown = useMemo(() => {
    const found = historyView(list, query, order);
    return favouritesOnly ? found.filter((item) => favourites.ids.has(item.resId)) : found;
  }, [list, query, order, favouritesOnly, favourites.ids]);
  const narrowed = favouritesOnly || query.trim() !== '';
  // What is shown, grouped by run; the run whose first results are on the page before says so.
  const runs = useMemo(() => groupByRun(shown, order), [shown, order]);
  const continuedRun = useMemo(() => runContinuedFromBefore(list, page), [list, page]);
  // The result open in the full-screen viewer, which goes through what is shown, in screen order.
  const [viewing, setViewing] = useState<string | null>(null);
  const viewed = useMemo(() => viewerItems(inScreenOrder(runs)), [runs]);
  // Each run with its heading: its names (续 when it began on the page before) and its time of day.
  const today = useToday();
  const headed = useMemo(
    () =>
      runs.map((run) => {
        const title = runTitle(run.items[0], t);
        return {
          run,
          title: run.taskId !== undefined && run.taskId === continuedRun ? t.runContinued(title) : title,
          when: runWhen(run.at, locale, t, { now: today }),
        };
      }),
    [runs, continuedRun, locale, t, today],
  );

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
  const allChosen = shown.length > 0 && shown.every((r) => selected.has(r.resId));

  // The same settings again, what the card shows or its whole run: busy until the server has
  // answered, then its tool's workspace opens with the run in view. While that run goes the
  // button leads to it instead of charging again (useRunPress). Its price is on the button.
  const runPress = useRunPress('answered');
  const originOf = (item: (typeof list)[number], scope: RerunScope) => ({
    action: scope === 'run' ? ('runAgain' as const) : ('again' as const),
    of: item.resId,
  });
  const rerun = async (item: (typeof list)[number], scope: RerunScope) => {
    if (item.typ === 'unknown') return;
    const tool = item.typ;
    const cost = rerunCost(item, scope);
    const styles = scope === 'run' ? (item.settings?.styles ?? [item.style]) : [item.style];
    const show = (id: string) => {
      requestReveal(id);
      void navigate(runAddress({ tool, styles }));
    };
    await runPress.press(
      originOf(item, scope),
      async () => {
        if (cost !== null && balance !== null && balance < cost) {
          void navigate(shopAddress(cost, '/user?tab=resources'));
          return null;
        }
        return dispatch(tasks.actions.rerun({ resource: item, scope }));
      },
      show,
    );
  };
  const zipChosen = async () => {
    const items = list.filter((r) => selected.has(r.resId));
    setZipping(true);
    try {
      const { saved, failed } = await downloadZip(items, t.zipName(new Date().toISOString().slice(0, 10)));
      showToast(failed > 0 ? t.zipPartly(saved, failed) : t.zipSaved(saved));
    } catch (error) {
      showToast(error instanceof Error && error.message === 'nothing to zip' ? t.zipFailed : failureMessage(error));
    } finally {
      setZipping(false);
    }
  };
  const chosenDone = list.filter((r) => selected.has(r.resId) && r.status === 'done').length;

  const rerunInfo = (item: (typeof list)[number], scope: RerunScope): RerunOffer | undefined => {
    const cost = rerunCost(item, scope);
    if (cost === null) return undefined;
    const origin = originOf(item, scope);
    return {
      cost,
      short: balance !== null && balance < cost,
      busy: runPress.busy(origin),
      going: runPress.going(origin) !== null,
    };
  };

  // Its whole run again, once on the run's heading (every result of a run shares its settings).
  const wholeRunAction = (items: readonly (typeof list)[number][]) => {
    const item = items.find((one) => canRerun(one) && one.status !== 'pending' && runSize(one) > 1);
    const offer = item ? rerunInfo(item, 'run') : undefined;
    if (!item || !offer) return undefined;
    return (
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void rerun(item, 'run')}
        busy={offer.busy}
        aria-label={
          offer.going
            ? t.rerunRunGoingLabel(runSize(item))
            : offer.short
              ? t.rerunRunShort
              : t.rerunRunLabel(runSize(item), offer.cost)
        }
      >
        {offer.going ? t.rerunRunGoing : offer.short ? t.rerunRunShort : t.rerunRun(offer.cost)}
      </Button>
    );
  };
  // The run a line of the points history leads to (?run=<taskId>), when it is on this page and shown.
  const wantedRun = params.get('run') ?? undefined;
  const wantedMissing = wantedRun !== undefined && !loading && list.length > 0 && !runs.some((run) => run.taskId === wantedRun);

  return (
    <div>
      {/* The runs' headings are h3s under it (as on the account tab). */}
      <h2 className="sr-only">{t.heading}</h2>
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
        <label className={styles.filter}>
          <span>{t.sort}</span>
          <select value={order} onChange={(e) => setOrder(e.target.value === 'oldest' ? 'oldest' : 'newest')}>
            <option value="newest">{t.newest}</option>
            <option value="oldest">{t.oldest}</option>
          </select>
        </label>
        {favourites.available ? (
          <label className={styles.check}>
            <input type="checkbox" checked={onlyFavourites} onChange={(e) => setOnlyFavourites(e.target.checked)} />
            {t.favouritesOnly}
          </label>
        ) : null}
        <label className={styles.search}>
          <span>{t.search}</span>
          <input type="search" value={query} placeholder={t.searchPlaceholder} onChange={(e) => setQuery(e.target.value)} />
        </label>
        {/* What is shown: search and favourites only narrow this page, and the count says so (and is read when it changes). */}
        <span className={styles.muted} aria-live="polite">
          {narrowed ? t.found(shown.length, total) : t.total(total)}
        </span>
        <div className={styles.toolbarEnd}>
          {list.length > 0 && (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={allChosen}
                onChange={() => setSelected(allChosen ? new Set() : new Set(shown.map((r) => r.resId)))}
              />
              {t.selectAll}
            </label>
          )}
          {chosen.length > 0 && <span className={styles.muted}>{t.selected(chosen.length)}</span>}
          {/* Nothing listed, nothing to act on: no red button over an empty list. */}
          {list.length > 0 && (
            <>
              <Button variant="secondary" size="sm" disabled={chosenDone === 0} busy={zipping} onClick={() => void zipChosen()}>
                {t.downloadZip}
              </Button>
              <Button variant="danger" size="sm" disabled={chosen.length === 0} busy={removingMany} onClick={removeChosen}>
                {t.deleteSelected}
              </Button>
            </>
          )}
        </div>
      </div>

      {error && list.length === 0 ? (
        <ErrorState message={errorText} onRetry={load} busy={loading} />
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
          {error && <ErrorState message={errorText} onRetry={load} busy={loading} />}
          {wantedMissing ? (
            <p className={styles.muted} role="note">
              {t.runNotHere}
            </p>
          ) : null}
          {shown.length === 0 ? (
            <p className={styles.muted}>{favouritesOnly && query.trim() === '' ? t.noFavourites : t.noMatch(query.trim())}</p>
          ) : null}
          <RunList>
            {headed.map(({ run, title, when }) => (
              <RunSection
                key={run.key}
                title={title}
                at={run.at}
                when={when}
                cards={run.items.length}
                actions={wholeRunAction(run.items)}
                target={run.taskId !== undefined && run.taskId === wantedRun}
              >
                {run.items.map((item) => (
                  <ResourceCard
                    key={item.resId}
                    item={item}
                    selected={selected.has(item.resId)}
                    onToggle={() => toggle(item.resId)}
                    onDelete={() => removeOne(item.resId)}
                    onRevoke={() => revokeOne(item.resId)}
                    onRerun={canRerun(item) ? () => void rerun(item, 'result') : undefined}
                    rerun={rerunInfo(item, 'result')}
                    removing={acting?.resId === item.resId && acting.action === 'remove'}
                    revoking={acting?.resId === item.resId && acting.action === 'revoke'}
                    onOpen={viewable(item) ? () => setViewing(item.resId) : undefined}
                  />
                ))}
              </RunSection>
            ))}
          </RunList>
        </>
      )}

      {viewing !== null ? <LazyResultViewer items={viewed} startId={viewing} onClose={() => setViewing(null)} /> : null}

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
