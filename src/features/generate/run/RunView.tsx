// One run in its workspace: progress (how many results are done) with its Stop button, then
// its results — one result shows large (compare, player, download); several show as a grid
// that fills as each finishes, the chosen one large below it — and what happened to the
// points when the run failed, was stopped, or some of its results failed. A result opens in
// the full-screen viewer (a tile, or the large one's picture), which goes through the run's
// finished results; the large one follows what the viewer showed last.
import { useState } from 'react';
import { showToast } from '../../../components/toast/toastStore';
import { failureMessage } from '../../effects';
import { downloadZip } from '../save/zipDownload';
import { allowedMedia } from '../../../utils/untrusted';
import { Link, useLocation } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/button/Button';
import { ErrorState } from '../../../components/feedback/ErrorState';
import { Spinner } from '../../../components/feedback/Spinner';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { useMessages } from '../../../locales/useLocale';
import { refundedPoints, type TaskRun } from '../../../models/taskRun';
import type { Resource } from '../../../services/types';
import { GenerateProgress } from './GenerateProgress';
import { runPercent } from './runPercent';
import { resourceLabel } from '../save/resourceNames';
import { ResultPreview } from './ResultPreview';
import { LazyResultViewer, preloadViewer } from '../viewer/lazyViewer';
import { viewerItems } from '../viewer/viewerItems';
import { runNames } from './runNames';
import { isPhotoRefusal } from './photoRefusal';
import { toolOf } from '../../../rules/catalog';
import { isPointsShort } from '../workspace/useGenerate';
import { shopAddress } from '../../../utils/shopAddress';
import styles from './RunView.module.css';
import { useErrorText } from '../../errors';
import type { WorkOn } from '../actions/useResultActions';

export interface RunViewProps {
  run: TaskRun;
  /** Start the same input again (a failed run's 重试); absent while the input is incomplete. */
  onRetry?: () => void;
  /** What 重试 charges (the workspace's current run): shown on the button before the press. */
  retryCost?: number;
  onCancel: (id: string) => void;
  onDismiss: (id: string) => void;
  /** Name the run above it (its styles and count) even when it makes one result: other runs are beside it. */
  named?: boolean;
  /** Keeps the workspace's input before HD or variations leave for the shop (a balance below their price). */
  beforeShop?: () => Promise<unknown>;
  /** Opens the photo picker (a photo tool's): a run refused for its photo offers this instead of 重试. */
  onNewPhoto?: () => void;
  /** Puts the focus on the workspace's input to make another from a new one; the result stays. */
  onNewInput?: () => void;
}

/** A result still being made (or, before the server answers, one it will make). */
function PendingTile({ label }: { label: string }) {
  const t = useMessages('create', zhCreate).runs;
  return (
    <div className={styles.tile} aria-label={`${label} · ${t.itemPending}`} role="img">
      <Spinner size="sm" />
      <span className={styles.tileNote}>{t.itemPending}</span>
    </div>
  );
}

function ItemTile({ item, n, selected, onSelect }: { item: Resource; n: number; selected: boolean; onSelect: () => void }) {
  const t = useMessages('create', zhCreate).runs;
  const name = resourceLabel(item);
  if (item.status === 'pending') {
    return <PendingTile label={name} />;
  }
  if (item.status !== 'done') {
    return (
      <div
        className={`${styles.tile} ${styles.tileFailed}`}
        role="img"
        aria-label={`${name} · ${item.status === 'revoked' ? t.itemWithdrawn : t.itemFailed}`}
      >
        <span className={styles.tileNote}>{item.status === 'revoked' ? t.itemWithdrawn : t.itemFailed}</span>
      </div>
    );
  }
  const still = item.kind === 'image' || item.kind === 'gif';
  return (
    <button
      type="button"
      className={`${styles.tile} ${selected ? styles.tileSelected : ''}`}
      onClick={onSelect}
      onPointerEnter={preloadViewer}
      onFocus={preloadViewer}
      aria-pressed={selected}
      aria-label={t.itemOpen(name, n)}
    >
      {still ? (
        <img src={allowedMedia(item.url)} alt="" className={styles.tileMedia} loading="lazy" />
      ) : (
        <span className={styles.tileNote}>{n}</span>
      )}
    </button>
  );
}

/**
 * The points line of a run that has ended other than all done. `failure`: the failure's words,
 * which may say already that nothing was charged (a photo refused): then it is not said twice.
 */
function PointsLine({ run, failure }: { run: TaskRun; failure: string }) {
  const t = useMessages('create', zhCreate).runs;
  const refund = refundedPoints(run);
  const done = run.items.filter((item) => item.status === 'done').length;
  if (run.status === 'cancelled') return <p className={styles.note}>{t.cancelled(refund, done)}</p>;
  if (run.status === 'partial') {
    return <p className={styles.note}>{t.partial(done, run.items.length - done, refund)}</p>;
  }
  if (run.status === 'failed' && run.items.length === 0) {
    return failure.toLowerCase().includes(t.notCharged.toLowerCase()) ? null : <p className={styles.note}>{t.notCharged}</p>;
  }
  if (run.status === 'failed') return <p className={styles.note}>{t.failedRefund(refund)}</p>;
  return null;
}

export function RunView({
  run,
  onRetry,
  retryCost,
  onCancel,
  onDismiss,
  named = false,
  beforeShop,
  onNewPhoto,
  onNewInput,
}: RunViewProps) {
  const c = useMessages('create', zhCreate);
  const here = useLocation();
  const t = c.runs;
  const failure = useErrorText(run.error, c.noResult);
  const names = runNames(run);
  const done = run.items.filter((item) => item.status === 'done');
  const [chosen, setChosen] = useState<string | null>(null);
  const large = done.find((item) => item.resId === chosen) ?? done[0];
  const going = run.status === 'starting' || run.status === 'running';
  // The same photo would be refused again: another photo is the way on, not a paid retry.
  const photoRefused = run.status === 'failed' && isPhotoRefusal(run.error);
  const total = run.items.length || run.styles.length * run.count;
  const several = total > 1;
  const [zipping, setZipping] = useState(false);
  // The result open in the full-screen viewer.
  const [viewing, setViewing] = useState<string | null>(null);
  // HD and variations of a result here start a run that shows in this same workspace.
  const workOn: WorkOn = { place: 'workspace', beforeShop };
  const open = (resId: string) => {
    setChosen(resId);
    setViewing(resId);
  };
  const saveAll = async () => {
    setZipping(true);
    try {
      const { saved, failed } = await downloadZip(run.items, `Miao-${names}-${run.id.slice(0, 6)}.zip`);
      showToast(failed > 0 ? t.zipPartly(saved, failed) : t.zipSaved(saved));
    } catch (error) {
      showToast(failureMessage(error));
    } finally {
      setZipping(false);
    }
  };

  // The chosen (or only) result large: under the grid for a run of several, alone otherwise.
  const preview = large ? (
    <ResultPreview
      resource={large}
      localSource={run.input.image}
      onAgain={onNewInput}
      againLabel={c.result.again[toolOf(run.tool).input.kind]}
      runId={run.id}
      onOpen={() => open(large.resId)}
      workOn={workOn}
    />
  ) : null;

  return (
    // data-run (RUN_ATTRIBUTE) and tabIndex: a press that started it, or "in progress · view", brings it into view and focus (revealRun.ts).
    <section className={styles.run} aria-label={t.label(names)} data-run={run.id} tabIndex={-1}>
      {/* Runs side by side must be told apart; a run of several results always says what it makes. */}
      {several || named ? <p className={styles.head}>{names}</p> : null}
      {going ? (
        <div className={styles.progressRow}>
          <GenerateProgress
            startedAt={run.startedAt}
            detail={several ? t.progress(done.length, total) : undefined}
            percent={runPercent(run.items)}
          />
          {/* There from the press, so the row does not reflow when the server answers; it can
              stop the run once the server has accepted it. */}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onCancel(run.id)}
            disabled={run.status !== 'running'}
            busy={run.cancelling}
            aria-label={t.cancelLabel(names)}
          >
            {run.cancelling ? t.cancelling : t.cancel}
          </Button>
        </div>
      ) : null}
      {run.status === 'failed' ? (
        // No retry while the input is incomplete (e.g. the photo was removed): it would send a
        // request without it. The hint by Start says what is missing.
        <ErrorState
          title={c.failed}
          message={failure}
          onRetry={photoRefused ? undefined : onRetry}
          retryLabel={retryCost === undefined ? c.retry : c.retryCost(retryCost)}
        >
          {photoRefused && onNewPhoto ? (
            <Button onClick={onNewPhoto}>{c.newPhoto}</Button>
          ) : run.error && isPointsShort(run.error) ? (
            <Link className={buttonClass('primary')} to={shopAddress(undefined, here.pathname + here.search)}>
              {c.toShop}
            </Link>
          ) : null}
        </ErrorState>
      ) : null}
      <PointsLine run={run} failure={failure} />
      {several ? null : preview}
      {several && (run.items.length > 0 || going) ? (
        <>
          {/* The whole set first (it fills as results finish), then the chosen one large. Until
              the server answers, the results it will make hold their places, so the grid does
              not push the runs below down when it fills (no layout shift as runs are added). */}
          <ul className={styles.grid} aria-label={t.results}>
            {run.items.length > 0
              ? run.items.map((item, i) => (
                  <li key={item.resId}>
                    <ItemTile item={item} n={i + 1} selected={item === large} onSelect={() => open(item.resId)} />
                  </li>
                ))
              : Array.from({ length: total }, (_, i) => (
                  <li key={i}>
                    <PendingTile label={`${names} ${i + 1}`} />
                  </li>
                ))}
          </ul>
          {preview}
          {done.length > 1 ? (
            <Button variant="secondary" onClick={() => void saveAll()} busy={zipping}>
              {t.downloadAll(done.length)}
            </Button>
          ) : null}
        </>
      ) : null}
      {viewing !== null ? (
        <LazyResultViewer
          items={viewerItems(run.items, run.input.image)}
          startId={viewing}
          onShow={setChosen}
          onClose={() => setViewing(null)}
          workOn={workOn}
        />
      ) : null}
      {!going && !large ? (
        <button type="button" className={styles.link} onClick={() => onDismiss(run.id)}>
          {t.dismiss}
        </button>
      ) : null}
    </section>
  );
}
