import type { MouseEvent, PointerEvent } from 'react';
import { common as zhCommon } from '../../locales/zh-CN/common';
import { useMessages } from '../../locales/useLocale';
import { allowedMedia } from '../../utils/untrusted';
import styles from './MediaView.module.css';

export type MediaKind = 'image' | 'gif' | 'video' | 'audio';

export interface MediaViewProps {
  kind: MediaKind;
  src: string;
  /** Required: what the media shows (image alt, video/audio aria-label). */
  alt: string;
  poster?: string;
  className?: string;
  /** Videos: start muted and looping, like a GIF. */
  autoPlayLoop?: boolean;
  /**
   * Videos on a card (gallery examples): no player controls over the faces; muted and
   * looping, playing while the pointer is over it, or after a tap (a second tap pauses).
   */
  preview?: boolean;
}

function play(video: HTMLVideoElement): void {
  // A browser that refuses to play (power saving) leaves the poster: nothing to report.
  void video.play()?.catch(() => undefined);
}

/** One result or example: <img> for images and GIFs, a player for video and audio. */
export function MediaView({
  kind,
  src: raw,
  alt,
  poster: rawPoster,
  className,
  autoPlayLoop = false,
  preview = false,
}: MediaViewProps) {
  const common = useMessages('common', zhCommon);
  // Only media from the app's own or its configured media hosts is shown.
  const src = allowedMedia(raw);
  const poster = allowedMedia(rawPoster) || undefined;
  const cls = [styles.media, styles[kind], className].filter(Boolean).join(' ');
  if (kind === 'video') {
    // A preview (a card) has no controls and plays on hover or tap; a player has controls,
    // and autoPlayLoop starts it muted and looping like a GIF.
    const silent = preview || autoPlayLoop;
    return (
      <video
        className={cls}
        src={src}
        poster={poster}
        aria-label={alt}
        controls={!preview}
        playsInline
        preload={preview ? 'none' : 'metadata'}
        muted={silent}
        loop={silent}
        autoPlay={autoPlayLoop && !preview}
        {...(preview
          ? {
              onPointerEnter: (e: PointerEvent<HTMLVideoElement>) => e.pointerType === 'mouse' && play(e.currentTarget),
              onPointerLeave: (e: PointerEvent<HTMLVideoElement>) => e.pointerType === 'mouse' && e.currentTarget.pause(),
              onClick: (e: MouseEvent<HTMLVideoElement>) =>
                e.currentTarget.paused ? play(e.currentTarget) : e.currentTarget.pause(),
            }
          : {})}
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
