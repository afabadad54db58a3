import { Button } from '../../components/button/Button';
import { common as zhCommon } from '../../locales/zh-CN/common';
import { useMessages } from '../../locales/useLocale';
import { chunkFailure } from './chunkError';
import invitation from '../../components/feedback/Invitation.module.css';
import styles from './ChunkErrorScreen.module.css';

export interface ChunkErrorScreenProps {
  error: unknown;
  onRetry: () => void;
}

export function ChunkErrorScreen({ error, onRetry }: ChunkErrorScreenProps) {
  const common = useMessages('common', zhCommon);
  const kind = chunkFailure(error);
  const text = kind ? common.chunkError[kind] : common.chunkError.render;
  return (
    <div className={`${invitation.column} ${styles.screen}`} role="alert" data-chunk-error={kind ?? 'render'}>
      <div className={`${invitation.icon} ${styles.icon}`} aria-hidden="true"></div>
      <h1 className={styles.title}>{common.chunkError.title}</h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <Button onClick={onRetry}>{common.chunkError.retry}</Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {common.chunkError.reload}
        </Button>
      </div>
    </div>
  );
}
