// Progress while the task runs: how far it is when the server says (each result's
// `progress`, 0–100), else an indeterminate bar; and the seconds since the user pressed start.
import { useEffect, useState } from 'react';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { useMessages } from '../../../locales/useLocale';
import styles from './GenerateProgress.module.css';

/** `detail`: how far a run of several results is ("已完成 1 / 4"); `percent`: the share made, when known. */
export function GenerateProgress({ startedAt, detail, percent }: { startedAt: number; detail?: string; percent?: number }) {
  const t = useMessages('create', zhCreate);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  return (
    <div className={styles.wrap} role="status">
      {percent === undefined ? (
        <div className={styles.track} role="progressbar" aria-label={t.progressLabel} aria-valuetext={t.progress}>
          <div className={styles.bar} />
        </div>
      ) : (
        <div
          className={styles.track}
          role="progressbar"
          aria-label={t.progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(percent)}
        >
          <div className={styles.fill} style={{ width: `${Math.round(percent)}%` }} />
        </div>
      )}
      <p className={styles.text}>
        <strong>{t.progress}</strong>{' '}
        {/* The percent's place is held until the server says it, so the parts after it do not move. */}
        <span className={percent === undefined ? styles.held : undefined} aria-hidden={percent === undefined}>
          {Math.round(percent ?? 0)}% ·{' '}
        </span>
        {detail ? <span>{detail} · </span> : null}
        {/* Readable, but not announced every second. */}
        <span aria-live="off">{t.elapsed(seconds)}</span>
      </p>
    </div>
  );
}
