// The finished resource: before/after compare for images, a player for GIF, video and
// audio, then its star, the full-screen viewer, the save (by device: SaveResult) and the way
// to "my resources", and what can be made of it (HD, variations: ../actions), its price on
// each button. A picture shown alone opens the viewer itself; an HD one says so.
import { Link } from 'react-router-dom';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { useMessages } from '../../../locales/useLocale';
import type { Resource } from '../../../services/types';
import { formatDuration } from '../../../utils/time';
import { CompareSlider } from './CompareSlider';
import { useVideoMeta } from '../input/useVideoMeta';
import styles from './ResultPreview.module.css';
import { allowedMedia } from '../../../utils/untrusted';
import { FavouriteStar } from '../../favourites';
import { preloadViewer } from '../viewer/lazyViewer';
import { resourceLabel } from '../save/resourceNames';
import { SaveResult } from '../save/SaveResult';
import { ShareBar } from '../save/ShareBar';
import { HdMark } from '../actions/HdMark';
import { ResultActions } from '../actions/ResultActions';
import type { WorkOn } from '../actions/useResultActions';

export interface ResultPreviewProps {
  resource: Resource;
  /** The photo the user gave, when the server sends no source URL. */
  localSource?: string;
  /** Another from a new input (换张照片再做): the focus goes to the workspace's input; this result stays. */
  onAgain?: () => void;
  /** The words of `onAgain`'s button (by the tool's input); the button shows with both. */
  againLabel?: string;
  /** The run it came from, for "copy details". */
  runId?: string;
  /** Shows it in the full-screen viewer (with the run's other results). */
  onOpen?: () => void;
  /** Where it is shown, for HD and variations; absent: not offered. */
  workOn?: WorkOn;
}

function VideoResult({ url }: { url: string }) {
  const t = useMessages('create', zhCreate).result;
  const meta = useVideoMeta(url);
  return (
    <div className={styles.video}>
      {/* Like a GIF: it plays at once, silent and looping; the controls turn the sound on. */}
      <video
        className={styles.media}
        src={url}
        poster={meta?.cover}
        controls
        playsInline
        muted
        loop
        autoPlay
        aria-label={t.videoLabel}
      />
      {meta ? (
        <div className={styles.videoMeta}>
          <img className={styles.cover} src={meta.cover} alt={t.coverAlt} />
          <span>{t.duration(formatDuration(meta.duration))}</span>
        </div>
      ) : null}
    </div>
  );
}

export function ResultPreview({ resource, localSource, onAgain, againLabel, runId, onOpen, workOn }: ResultPreviewProps) {
  const t = useMessages('create', zhCreate).result;
  const name = resourceLabel(resource);
  // The viewer's code comes while the pointer or the focus is on the result.
  const opener = onOpen ? { onClick: onOpen, onPointerEnter: preloadViewer, onFocus: preloadViewer } : null;
  /** A picture shown alone: the picture itself opens the viewer. */
  const picture = (alt: string) =>
    opener ? (
      <button type="button" className={styles.pictureButton} {...opener} aria-label={t.openLabel(name)}>
        <img className={styles.media} src={url} alt={alt} />
      </button>
    ) : (
      <img className={styles.media} src={url} alt={alt} />
    );
  // Only media from the app's own or its configured media hosts is shown.
  const before = allowedMedia(resource.source) || allowedMedia(localSource);
  const url = allowedMedia(resource.url);
  let body;
  if (resource.kind === 'image') {
    body = before ? <CompareSlider before={before} after={url} /> : picture(t.compareAlt.after);
  } else if (resource.kind === 'gif') {
    body = picture(t.gifAlt);
  } else if (resource.kind === 'video') {
    body = <VideoResult url={url} />;
  } else {
    body = <audio className={styles.audio} src={url} controls aria-label={t.audioLabel} />;
  }
  return (
    <section className={styles.wrap} aria-label={t.title}>
      <h3 className={styles.title}>{t.title}</h3>
      {body}
      {/* Beside the picture, not in the save bar: a phone's bar under the thumb holds three actions. */}
      <div className={styles.extras}>
        {opener ? (
          <button type="button" className={styles.secondary} {...opener} aria-label={t.openLabel(name)}>
            {t.open}
          </button>
        ) : null}
        <FavouriteStar resId={resource.resId} name={name} />
        <HdMark resource={resource} />
      </div>
      <div className={styles.actions}>
        <SaveResult resource={resource} className={styles.primary} onShowFull={onOpen} />
        <Link className={styles.secondary} to="/user?tab=resources">
          {t.toResources}
        </Link>
        {onAgain && againLabel ? (
          <button type="button" className={styles.secondary} onClick={onAgain}>
            {againLabel}
          </button>
        ) : null}
      </div>
      {/* In its workspace, make again is Start: only what is new to it (HD, variations of a tool that makes several). */}
      {workOn ? <ResultActions resource={resource} workOn={workOn} withAgain={false} /> : null}
      <ShareBar resource={resource} runId={runId} />
    </section>
  );
}
