// The finished resource: before/after compare for images, a player for GIF, video and
// audio, then download and the way to "my resources".
import { Link } from 'react-router-dom';
import { create as zhCreate } from '../../locales/zh-CN/create';
import { useMessages } from '../../locales/useLocale';
import type { Resource } from '../../services/types';
import { formatDuration } from '../../utils/time';
import { CompareSlider } from './CompareSlider';
import { useVideoMeta } from './useVideoMeta';
import styles from './ResultPreview.module.css';
import { allowedMedia, allowedNavigation } from '../../utils/untrusted';
import { resourceFileName } from './resourceNames';
import { ShareBar } from './ShareBar';

export interface ResultPreviewProps {
  resource: Resource;
  /** The photo the user gave, when the server sends no source URL. */
  localSource?: string;
  onAgain: () => void;
  /** The run it came from, for "copy details". */
  runId?: string;
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

export function ResultPreview({ resource, localSource, onAgain, runId }: ResultPreviewProps) {
  const t = useMessages('create', zhCreate).result;
  // Only media from the app's own or its configured media hosts is shown.
  const before = allowedMedia(resource.source) || allowedMedia(localSource);
  const url = allowedMedia(resource.url);
  let body;
  if (resource.kind === 'image') {
    body = before ? (
      <CompareSlider before={before} after={url} />
    ) : (
      <img className={styles.media} src={url} alt={t.compareAlt.after} />
    );
  } else if (resource.kind === 'gif') {
    body = <img className={styles.media} src={url} alt={t.gifAlt} />;
  } else if (resource.kind === 'video') {
    body = <VideoResult url={url} />;
  } else {
    body = <audio className={styles.audio} src={url} controls aria-label={t.audioLabel} />;
  }
  // Only to a host the app may send the browser to; otherwise the result shows without a link.
  const download = allowedNavigation(resource.url);
  return (
    <section className={styles.wrap} aria-label={t.title}>
      <h3 className={styles.title}>{t.title}</h3>
      {body}
      <div className={styles.actions}>
        {/* Media on another host ignores `download` and would replace the app: a new tab keeps the workspace. */}
        {download ? (
          <a
            className={styles.primary}
            href={download}
            download={resourceFileName(resource)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t.download}
          </a>
        ) : null}
        <Link className={styles.secondary} to="/user?tab=resources">
          {t.toResources}
        </Link>
        <button type="button" className={styles.secondary} onClick={onAgain}>
          {t.again}
        </button>
      </div>
      <ShareBar resource={resource} runId={runId} />
    </section>
  );
}
