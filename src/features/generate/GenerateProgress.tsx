// Progress while the task runs: an indeterminate bar (the server gives no percentage) and
// the seconds since the user pressed start.
import { useEffect, useState } from 'react';
import { messages } from '../../locales/zh-CN';
import styles from './GenerateProgress.module.css';

const t = messages.create;

export function GenerateProgress({ startedAt }: { startedAt: number }) {
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
        <strong>{t.progress}</strong> {/* Readable, but not announced every second. */}
        <span aria-live="off">{t.elapsed(seconds)}</span>
      </p>
    </div>
  );
}
