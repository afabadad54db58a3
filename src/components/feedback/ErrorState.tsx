import type { ReactNode } from 'react';
import { common as zhCommon } from '../../locales/zh-CN/common';
import { useMessages } from '../../locales/useLocale';
import { Button } from '../button/Button';
import styles from './States.module.css';

export interface ErrorStateProps {
  message: string;
  title?: string;
  onRetry?: () => void;
  retryLabel?: string;
  /** The retry is running: its button shows busy. */
  busy?: boolean;
  children?: ReactNode;
}

export function ErrorState({ message, title, onRetry, retryLabel, busy, children }: ErrorStateProps) {
  const common = useMessages('common', zhCommon);
  return (
    <div className={`${styles.state} ${styles.error}`} role="alert">
      <div className={styles.icon} aria-hidden="true">
        !
      </div>
      {title && <p className={styles.title}>{title}</p>}
      <p className={styles.text}>{message}</p>
      {(onRetry || children) && (
        <div className={styles.action}>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry} busy={busy}>
              {retryLabel ?? common.retry}
            </Button>
          )}
          {children}
        </div>
      )}
    </div>
  );
}
