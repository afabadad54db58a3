// Cover and duration of a video URL, read in the browser. The video helper is imported
// lazily so it stays out of the initial bundle.
import { useEffect, useState } from 'react';

export interface VideoSummary {
  cover: string;
  duration: number;
}

async function readSummary(url: string): Promise<VideoSummary> {
  const { readVideoMeta } = await import('../../../utils/video');
  const read = await readVideoMeta(url);
  return { cover: read.cover, duration: read.duration };
}

export function useVideoMeta(url: string | undefined): VideoSummary | null {
  // Kept with the URL it was read from: another URL reads as "not yet" until its own answer.
  const [read, setRead] = useState<{ url: string; meta: VideoSummary } | null>(null);
  useEffect(() => {
    if (!url) return;
    let alive = true;
    readSummary(url).then(
      (meta) => alive && setRead({ url, meta }),
      // No cover or duration (cross-origin media, or the browser cannot decode it): the
      // player still works, so nothing is shown.
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [url]);
  return url && read?.url === url ? read.meta : null;
}
