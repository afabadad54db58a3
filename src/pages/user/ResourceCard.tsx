import { Button } from '../../components/button/Button';
import { Spinner } from '../../components/feedback/Spinner';
import { MediaView } from '../../components/media/MediaView';
import { user as zhUser } from '../../locales/zh-CN/user';
import { create as zhCreate } from '../../locales/zh-CN/create';
import { useMessages } from '../../locales/useLocale';
import type { Resource } from '../../services/types';
import styles from './panels.module.css';
import { resourceLabel, resourceStyleName } from '../../features/generate/save/resourceNames';
import { preloadViewer } from '../../features/generate/viewer/lazyViewer';
import { SaveResult } from '../../features/generate/save/SaveResult';
import { FavouriteStar } from '../../features/favourites';
import { ResultActionButtons } from '../../features/generate/actions/ResultActions';
import { HdMark } from '../../features/generate/actions/HdMark';
import { allowedMedia } from '../../utils/untrusted';
import { MoreActions } from './MoreActions';
import { toolName as toolNameOf } from '../../locales/names';

/** A make-again's price, whether the balance is short of it, and where its press is. */
export interface RerunOffer {
  cost: number;
  short: boolean;
  /** From the press until the server has answered the run it started. */
  busy: boolean;
  /** The run it started still goes: the press leads to it, charging nothing. */
  going: boolean;
}

export interface ResourceCardProps {
  item: Resource;
  selected: boolean;
  onToggle: () => void;
  onDelete: () => void;
  onRevoke: () => void;
  /** Make this result again with the same settings; absent when it cannot be (unknown tool, nothing kept). */
  onRerun?: () => void;
  /** What making this result again costs; `short` when the balance is below it. */
  rerun?: RerunOffer;
  removing?: boolean;
  revoking?: boolean;
  /** Shows it in the full-screen viewer; absent for a result the viewer cannot show (not done, unknown kind). */
  onOpen?: () => void;
}

/** The card is in my resources: a run started here opens its tool's workspace. */
const RESOURCES = { place: 'resources' } as const;

export function ResourceCard({
  item,
  selected,
  onToggle,
  onDelete,
  onRevoke,
  onRerun,
  rerun,
  removing,
  revoking,
  onOpen,
}: ResourceCardProps) {
  const t = useMessages('user', zhUser).resources;
  const open = useMessages('create', zhCreate).result;
  const toolName = toolNameOf(item.typ);
  const alt = resourceLabel(item);
  const done = item.status === 'done' && item.url;
  // The viewer's code comes while the pointer or the focus is on the picture.
  const opener = onOpen ? { onClick: onOpen, onPointerEnter: preloadViewer, onFocus: preloadViewer } : null;

  return (
    <li className={`${styles.resource} ${selected ? styles.resourceSelected : ''}`} aria-label={alt}>
      <div className={styles.preview}>
        {done && item.kind === 'unknown' ? (
          // A kind this app cannot show (a newer server's): its download link below still works.
          <div className={styles.previewBlank} aria-hidden="true" />
        ) : done && opener && (item.kind === 'image' || item.kind === 'gif') ? (
          // The picture itself opens the viewer (a button: the keyboard reaches it too).
          <button type="button" className={styles.previewButton} {...opener} aria-label={t.open(alt)}>
            <MediaView kind={item.kind} src={item.url} alt={alt} />
          </button>
        ) : done && opener && item.kind === 'video' ? (
          // A still of the video (its poster, or its first frame), no player controls on the card: it plays in the viewer.
          <button type="button" className={styles.previewButton} {...opener} aria-label={open.openLabel(alt)}>
            {item.source ? (
              <img src={allowedMedia(item.source)} alt="" loading="lazy" />
            ) : (
              <video src={allowedMedia(item.url)} preload="metadata" muted playsInline aria-hidden="true" tabIndex={-1} />
            )}
            <span className={styles.play} aria-hidden="true">
              ▶
            </span>
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
        {done ? (
          // In the picture's corner: the card's narrow meta row on a phone has no room for it.
          <span className={styles.starCorner}>
            <FavouriteStar resId={item.resId} name={alt} />
          </span>
        ) : null}
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
          <HdMark resource={item} />
        </label>
        <span className={`${styles.status} ${styles[`status_${item.status}`]}`}>{t.status[item.status]}</span>
      </div>
      {/* No date: the card sits in its run's section, whose heading (its name too) says when the run was made. */}
      <div className={styles.small}>
        {resourceStyleName(item)} · {item.refunded ? t.refunded(item.cost) : t.cost(item.cost)}
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
      {/*
        One row that wraps: keep it (download), its main action (make again, or withdraw while
        it runs), then the rest behind 更多: look at it, HD, variations, edit the text, and
        删除 last, the one that loses something. Its whole run again is its run heading's.
      */}
      <div className={styles.row}>
        {done ? <SaveResult resource={item} className={styles.download} onShowFull={onOpen} /> : null}
        {item.status === 'pending' && (
          <Button variant="secondary" size="sm" onClick={onRevoke} busy={revoking}>
            {t.revoke}
          </Button>
        )}
        {onRerun && rerun && item.status !== 'pending' ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={onRerun}
            busy={rerun.busy}
            aria-label={rerun.going ? t.rerunGoingLabel(alt) : rerun.short ? t.rerunShort : t.rerunLabel(alt, rerun.cost)}
          >
            {rerun.going ? t.rerunGoing : rerun.short ? t.rerunShort : t.rerun(rerun.cost)}
          </Button>
        ) : null}
        <MoreActions text={t.more} label={t.moreLabel(alt)}>
          {done && opener && item.kind === 'audio' ? (
            <Button variant="ghost" size="sm" {...opener} aria-label={open.openLabel(alt)}>
              {open.open}
            </Button>
          ) : null}
          {/* HD, variations, edit the text: each with its price before the press (none for a result not done). */}
          <ResultActionButtons resource={item} workOn={RESOURCES} withAgain={!(onRerun && rerun)} />
          <Button
            variant="ghost"
            size="sm"
            className={styles.deleteAction}
            onClick={onDelete}
            busy={removing}
            aria-label={`${t.delete} ${alt}`}
            data-qa-step={`deletes “${alt}”`}
          >
            {t.delete}
          </Button>
        </MoreActions>
      </div>
    </li>
  );
}
