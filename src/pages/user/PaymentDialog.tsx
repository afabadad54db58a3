import { useEffect } from 'react';
import { useAppDispatch } from '../../store';
import { AlertDialog } from '../../components/dialog/AlertDialog';
import { Spinner } from '../../components/feedback/Spinner';
import { QrImage } from '../../components/qr/QrImage';
import { user as zhUser } from '../../locales/zh-CN/user';
import { useMessages } from '../../locales/useLocale';
import { shop } from '../../models/shop';
import type { Trade } from '../../services/types';
import styles from './panels.module.css';
import { allowedNavigation } from '../../features/security/navigation';
import { copyText } from '../../features/generate/share';
import { showToast } from '../../components/toast/toastStore';

/** The WeChat Pay step: QR from the trade's payUrl, polling until paid, then the result. */
export function PaymentDialog({ trade, onClose }: { trade: Trade; onClose: () => void }) {
  const t = useMessages('user', zhUser).shop;
  const dispatch = useAppDispatch();
  const { tradeNo } = trade;
  useEffect(() => {
    // Ends when the trade is paid, closed, or the dialog goes (the trade is cleared).
    void dispatch(shop.actions.waitForPayment({ tradeNo }));
  }, [dispatch, tradeNo]);

  const paid = trade.status === 'paid';
  // The QR carries the URL to the phone; a link to it only on a host the app may open.
  const payPage = allowedNavigation(trade.payUrl);
  const closed = trade.status === 'closed';
  return (
    <AlertDialog
      open
      title={paid ? t.paid(trade.points) : t.payTitle}
      confirmLabel={paid ? t.done : t.close}
      onConfirm={onClose}
      onCancel={onClose}
      message={
        <div className={styles.pay}>
          {paid ? (
            <p className={styles.paid} role="status">
              ✓ {t.paid(trade.points)}
            </p>
          ) : closed ? (
            <p role="status">{t.closed}</p>
          ) : (
            <>
              {/* Only a payment page the app may open is drawn into the QR the phone will open. */}
              {payPage ? (
                <QrImage value={payPage} alt={t.qrAlt} loadingLabel={t.qrLoading} failedLabel={t.qrFailed} />
              ) : (
                <p role="alert">{t.badPayUrl}</p>
              )}
              <p>{t.payHint}</p>
              <p className={styles.waiting} role="status">
                <Spinner size="sm" /> {t.waiting}
              </p>
              {payPage ? (
                <a href={payPage} target="_blank" rel="noreferrer">
                  {t.openPay}
                </a>
              ) : null}
            </>
          )}
          <p className={styles.small}>
            {t.amount(trade.amount)} · {t.tradeNo(trade.tradeNo)}{' '}
            <button
              type="button"
              className={styles.inlineLink}
              onClick={() => void copyText(t.details(trade)).then((copied) => showToast(copied ? t.detailsCopied : t.copyFailed))}
            >
              {t.copyDetails}
            </button>
          </p>
        </div>
      }
    />
  );
}
