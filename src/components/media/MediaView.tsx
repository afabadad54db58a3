import { common as zhCommon } from '../../locales/zh-CN/common';
import { useMessages } from '../../locales/useLocale';
import { allowedMedia } from '../../features/security/navigation';
import styles from './MediaView.module.css';

export type MediaKind = 'image' | 'gif' | 'video' | 'audio';

export interface MediaViewProps {
  kind: MediaKind;
  src: string;
  /** Required: what the media shows (image alt, video/audio aria-label). */
  alt: string;
  poster?: string;
  className?: string;
  /** Videos: start muted and looping, like a GIF (gallery examples). */
  autoPlayLoop?: boolean;
}

/** One result or example: <img> for images and GIFs, a player for video and audio. */
export function MediaView({ kind, src: raw, alt, poster: rawPoster, className, autoPlayLoop = false }: MediaViewProps) {
  const common = useMessages('common', zhCommon);
  // Only media from the app's own or its configured media hosts is shown.
  const src = allowedMedia(raw);
  const poster = allowedMedia(rawPoster) || undefined;
  const cls = [styles.media, styles[kind], className].filter(Boolean).join(' ');
  if (kind === 'video') {
    return (
      <video
        className={cls}
        src={src}
        poster={poster}
        aria-label={alt}
        controls
        playsInline
        preload="metadata"
        muted={autoPlayLoop}
        loop={autoPlayLoop}
        autoPlay={autoPlayLoop}
      >
        {common.media.unsupported}
      </video>
    );
  }
  if (kind === 'audio') {
    return (
      <audio className={cls} src={src} aria-label={alt} controls preload="none">
        {common.media.unsupported}
      </audio>
    );
  }
  return <img className={cls} src={src} alt={alt} loading="lazy" decoding="async" />;
}
