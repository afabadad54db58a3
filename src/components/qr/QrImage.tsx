import { Skeleton } from '../feedback/Skeleton';
import { useQrDataUrl } from './useQrDataUrl';
import styles from './QrImage.module.css';

export interface QrImageProps {
  value: string;
  alt: string;
  size?: number;
  loadingLabel: string;
  failedLabel: string;
}

/** The QR code of `value` (rendered lazily), with loading and failure states. */
export function QrImage({ value, alt, size = 180, loadingLabel, failedLabel }: QrImageProps) {
  const qr = useQrDataUrl(value);
  if (qr.status === 'ready') return <img className={styles.qr} src={qr.url} alt={alt} width={size} height={size} />;
  if (qr.status === 'failed')
    return (
      <div className={styles.failed} style={{ width: size, height: size }} role="alert">
        {failedLabel}
      </div>
    );
  return (
    <div style={{ width: size, height: size }} aria-busy="true" aria-label={loadingLabel}>
      <Skeleton width={size} height={size} />
    </div>
  );
}
