// Cover and duration of a video URL, read in the browser. The video helper is imported
// lazily so it stays out of the initial bundle.
import { useEffect, useState } from 'react';

export interface VideoSummary {
  cover: string;
  duration: number;
}

export function useVideoMeta(url: string | undefined): VideoSummary | null {
  const [meta, setMeta] = useState<VideoSummary | null>(null);
  useEffect(() => {
    setMeta(null);
    if (!url) return;
    let alive = true;
    (async () => {
      try {
        const { readVideoMeta } = await import('../../utils/video');
        const read = await readVideoMeta(url);
        if (alive) setMeta({ cover: read.cover, duration: read.duration });
      } catch {
        // No cover or duration (cross-origin media, or the browser cannot decode it): the
        // player still works, so nothing is shown.
      }
    })();
    return () => {
      alive = false;
    };
  }, [url]);
  return meta;
}
