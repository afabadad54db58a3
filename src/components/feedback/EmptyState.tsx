import type { ReactNode } from 'react';
import { PictureIcon } from '../icons';
import styles from './States.module.css';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <div className={styles.state}>
      <div className={styles.icon} aria-hidden="true">
        {icon ?? <PictureIcon size={24} />}
      </div>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.text}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
