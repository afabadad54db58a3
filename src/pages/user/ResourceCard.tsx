import { Button } from '../../components/button/Button';
import { Spinner } from '../../components/feedback/Spinner';
import { useConfirm } from '../../components/dialog/useConfirm';
import { MediaView } from '../../components/media/MediaView';
import { user as zhUser } from '../../locales/zh-CN/user';
import { useMessages } from '../../locales/useLocale';
import type { Resource } from '../../services/types';
import type { RerunScope } from '../../models/tasks';
import { runSize } from '../../features/resources/history';
import { formatDate } from './format';
import styles from './panels.module.css';
import { resourceFileName, resourceLabel, resourceStyleName } from '../../features/generate/resourceNames';
import { allowedMedia, allowedNavigation } from '../../utils/untrusted';
import { toolName as toolNameOf } from '../../locales/names';

interface RerunOffer {
  cost: number;
  short: boolean;
  busy: boolean;
}

export interface ResourceCardProps {
  item: Resource;
  selected: boolean;
  onToggle: () => void;
  onDelete: () => void;
  onRevoke: () => void;
  /**
   * Make it again with the same settings: this result (`result`) or its whole run (`run`);
   * absent when it cannot be (unknown tool, nothing kept).
   */
  onRerun?: (scope: RerunScope) => void;
  /** What making this result again costs; `short` when the balance is below it. */
  rerun?: RerunOffer;
  /** What making its whole run again costs: only for a run of more than one result. */
  rerunRun?: RerunOffer;
  removing?: boolean;
  revoking?: boolean;
}

export function ResourceCard({
  item,
  selected,
  onToggle,
  onDelete,
  onRevoke,
  onRerun,
  rerun,
  rerunRun,
  removing,
  revoking,
}: ResourceCardProps) {
  const t = useMessages('user', zhUser).resources;
  const toolName = toolNameOf(item.typ);
  const alt = resourceLabel(item);
  const done = item.status === 'done' && item.url;
  // Only to a host the app may send the browser to.
  const download = done ? allowedNavigation(item.url) : null;
  const fileName = resourceFileName(item);
  const confirm = useConfirm();
  // Larger, with its download: what a tap on a picture in the list is for.
  const openLarge = () =>
    confirm({
      title: alt,
      confirmLabel: t.closeLarge,
      message: (
        <div className={styles.large}>
          {item.kind === 'unknown' ? null : <MediaView kind={item.kind} src={item.url} alt={alt} />}
          {download ? (
            <a className={styles.download} href={download} download={fileName} target="_blank" rel="noreferrer">
              {t.download}
            </a>
          ) : null}
        </div>
      ),
    });

  return (
    <li className={`${styles.resource} ${selected ? styles.resourceSelected : ''}`} aria-label={alt}>
      <div className={styles.preview}>
        {done && item.kind === 'unknown' ? (
          // A kind this app cannot show (a newer server's): its download link below still works.
          <div className={styles.previewBlank} aria-hidden="true" />
        ) : done && (item.kind === 'image' || item.kind === 'gif') ? (
          <button type="button" className={styles.previewButton} onClick={() => void openLarge()} aria-label={t.open(alt)}>
            <MediaView kind={item.kind} src={item.url} alt={alt} />
          </button>
        ) : done && item.kind !== 'unknown' ? (
          <MediaView
            kind={item.kind}
            src={item.url}
            alt={alt}
            poster={item.kind === 'video' ? item.source || undefined : undefined}
          />
        ) : item.source ? (
          <img src={allowedMedia(item.source)} alt={alt} className={styles.previewDim} loading="lazy" />
        ) : (
          <div className={styles.previewBlank} aria-hidden="true" />
        )}
        {item.status === 'pending' && (
          <div className={styles.overlay}>
            <Spinner />
            <span>{t.pendingHint}</span>
          </div>
        )}
      </div>
      <div className={styles.meta}>
        <label className={styles.check}>
          <input type="checkbox" checked={selected} onChange={onToggle} aria-label={t.select(alt)} />
          <strong>{toolName}</strong>
        </label>
        <span className={`${styles.status} ${styles[`status_${item.status}`]}`}>{t.status[item.status]}</span>
      </div>
      <div className={styles.small}>
        {resourceStyleName(item)} · {item.refunded ? t.refunded(item.cost) : t.cost(item.cost)} · {formatDate(item.createdAt)}
      </div>
      {item.settings?.text ? (
        <p className={styles.madeFrom} title={item.settings.text}>
          {t.made(item.settings.text)}
        </p>
      ) : null}
      {item.status === 'failed' && <div className={styles.small}>{t.failedHint}</div>}
      {item.status === 'revoked' && (
        <div className={styles.small}>{item.refunded === false ? t.revokedKeptHint : t.revokedHint}</div>
      )}
      <div className={styles.row}>
        {download && (
          <a className={styles.download} href={download} download={fileName} target="_blank" rel="noreferrer">
            {t.download}
          </a>
        )}
        {item.status === 'pending' && (
          <Button variant="secondary" size="sm" onClick={onRevoke} busy={revoking}>
            {t.revoke}
          </Button>
        )}
        {onRerun && rerun && item.status !== 'pending' ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onRerun('result')}
            busy={rerun.busy}
            aria-label={rerun.short ? t.rerunShort : t.rerunLabel(alt, rerun.cost)}
          >
            {rerun.short ? t.rerunShort : t.rerun(rerun.cost)}
          </Button>
        ) : null}
        {onRerun && rerunRun && item.status !== 'pending' ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onRerun('run')}
            busy={rerunRun.busy}
            aria-label={rerunRun.short ? t.rerunShort : t.rerunRunLabel(runSize(item), rerunRun.cost)}
          >
            {rerunRun.short ? t.rerunShort : t.rerunRun(rerunRun.cost)}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={onDelete} busy={removing} aria-label={`${t.delete} ${alt}`}>
          {t.delete}
        </Button>
      </div>
    </li>
  );
}
