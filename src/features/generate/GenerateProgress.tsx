// Progress while the task runs: an indeterminate bar (the server gives no percentage) and
// the seconds since the user pressed start.
import { useEffect, useState } from 'react';
import { create as zhCreate } from '../../locales/zh-CN/create';
import { useMessages } from '../../locales/useLocale';
import styles from './GenerateProgress.module.css';

/** `detail`: how far a run of several results is ("已完成 1 / 4"). */
export function GenerateProgress({ startedAt, detail }: { startedAt: number; detail?: string }) {
  const t = useMessages('create', zhCreate);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  return (
    <div className={styles.wrap} role="status">
      <div className={styles.track} role="progressbar" aria-label={t.progressLabel} aria-valuetext={t.progress}>
        <div className={styles.bar} />
      </div>
      <p className={styles.text}>
        <strong>{t.progress}</strong> {detail ? <span>{detail} · </span> : null}
        {/* Readable, but not announced every second. */}
        <span aria-live="off">{t.elapsed(seconds)}</span>
      </p>
    </div>
  );
}
