// docs/contract.md §2: the lazy-page placeholder appears only after 200 ms (fast loads show
// nothing), in an 860 px box with 109 px top padding, fading in.
import { useEffect, useState } from 'react';
import { Skeleton } from '../../components/feedback/Skeleton';
import { common as zhCommon } from '../../locales/zh-CN/common';
import { useMessages } from '../../locales/useLocale';
import styles from './PageSkeleton.module.css';

export const SKELETON_DELAY_MS = 200;

export function PageSkeleton() {
  const common = useMessages('common', zhCommon);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), SKELETON_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className={styles.box} role="status" aria-label={common.skeleton} data-testid="page-skeleton">
      <Skeleton height={32} width="45%" />
      <Skeleton height={16} />
      <Skeleton height={16} width="85%" />
      <Skeleton height={220} radius="var(--radius-md)" />
      <Skeleton height={16} width="70%" />
    </div>
  );
}
