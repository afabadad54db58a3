import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store';
import { AlertDialog } from '../../components/dialog/AlertDialog';
import { Spinner } from '../../components/feedback/Spinner';
import { QrImage } from '../../components/qr/QrImage';
import { user as zhUser } from '../../locales/zh-CN/user';
import { useMessages } from '../../locales/useLocale';
import { shop } from '../../models/shop';
import type { Trade } from '../../services/types';
import styles from './panels.module.css';
import { copyText } from '../../utils/clipboard';
import { showToast } from '../../components/toast/toastStore';
import { Button } from '../../components/button/Button';
import { currentDevice } from '../../features/auth/device';
import { appAddress } from '../../routerBase';
import { leave, type Navigate } from '../../features/auth/useStartLogin';
import { allowedNavigation, oneLine } from '../../utils/untrusted';

/** The trade's server fields as copied for support: each one plain line of bounded length. */
function copiedTrade({ tradeNo, goodsId, amount, points, status }: Trade, packName: string) {
  return {
    tradeNo: oneLine(tradeNo),
    goodsId: oneLine(goodsId),
    packName: oneLine(packName),
    amount,
    points,
    status: oneLine(status),
  };
}

/** WeChat Pay's H5 way: the pay page with where to come back to (its redirect_url). */
export function payInPlaceUrl(payPage: string, back: string): string {
  const url = new URL(payPage);
  url.searchParams.set('redirect_url', back);
  return url.toString();
}

export interface PaymentDialogProps {
  trade: Trade;
  onClose: () => void;
  navigate?: Navigate;
  /** Where the user came to the shop from (a checked app path) and its words: once paid, the dialog leads back there. */
  back?: { to: string; label: string };
  /** The shop's own address (with its price and way back), which paying in place comes back to. */
  shopAt?: string;
}

/**
 * The WeChat Pay step, polling until paid, then the result. On a computer the QR of the
 * trade's payUrl for the phone to scan; on a phone (and inside WeChat) a button that opens
 * the pay page in this browser and comes back to the shop (returnFromPay checks it there).
 */
export function PaymentDialog({ trade, onClose, navigate = leave, back, shopAt = '/user?tab=shop' }: PaymentDialogProps) {
  const words = useMessages('user', zhUser);
  const t = words.shop;
  const goTo = useNavigate();
  const dispatch = useAppDispatch();
  const { tradeNo } = trade;
  const [inPlace] = useState(() => currentDevice() !== 'desktop');
  const [leaving, setLeaving] = useState(false);
  // The pack bought, by the name the shop listed it under ('' when the list is gone).
  const packName = useAppSelector((s) => s.shop.goods.find((g) => g.id === trade.goodsId)?.name ?? '');
  useEffect(() => {
    // Ends when the trade is paid, closed, or the dialog goes (the trade is cleared).
    void dispatch(shop.actions.waitForPayment({ tradeNo }));
  }, [dispatch, tradeNo]);

  const paid = trade.status === 'paid';
  // The QR carries the URL to the phone; a link to it only on a host the app may open.
  const payPage = allowedNavigation(trade.payUrl);
  const closed = trade.status === 'closed';
  const payHere = async (page: string) => {
    setLeaving(true);
    const recorded = await dispatch(shop.actions.leaveToPay({ tradeNo })).catch(() => false);
    if (!recorded) {
      setLeaving(false);
      showToast(t.noStorage);
      return;
    }
    navigate(payInPlaceUrl(page, appAddress(`${shopAt}&trade=${encodeURIComponent(tradeNo)}`)));
  };
  // Paid, and sent here from a workspace: its way back is the dialog's first choice; 完成 stays in the shop.
  const backNow = paid ? back : undefined;
  return (
    <AlertDialog
      open
      title={paid ? t.paidTitle : t.payTitle}
      confirmLabel={backNow ? backNow.label : paid ? t.done : t.close}
      cancelLabel={backNow ? t.done : undefined}
      onConfirm={() => {
        onClose();
        if (backNow) void goTo(backNow.to);
      }}
      onCancel={onClose}
      message={
        <div className={styles.pay}>
          <p className={styles.buying}>{t.buying(oneLine(packName), trade.points, trade.amount)}</p>
          {paid ? (
            // What was paid and what it added (the line below said what was due before).
            <div className={styles.pay} role="status">
              <p className={styles.paid}>✓ {words.topUp.paidAmount(trade.amount)}</p>
              <p className={styles.paidPoints}>{t.paid(trade.points)}</p>
            </div>
          ) : closed ? (
            <p role="status">{t.closed}</p>
          ) : (
            <>
              {!payPage ? (
                <p role="alert">{t.badPayUrl}</p>
              ) : inPlace ? (
                <>
                  <p>{t.payHereHint}</p>
                  <Button size="lg" block busy={leaving} onClick={() => void payHere(payPage)}>
                    {t.payHere}
                  </Button>
                </>
              ) : (
                <>
                  {/* Only a payment page the app may open is drawn into the QR the phone will open. */}
                  <QrImage value={payPage} alt={t.qrAlt} loadingLabel={t.qrLoading} failedLabel={t.qrFailed} />
                  <p>{t.payHint}</p>
                </>
              )}
              <p className={styles.waiting} role="status">
                <Spinner size="sm" /> {t.waiting}
              </p>
              {payPage && !inPlace ? (
                <a href={payPage} target="_blank" rel="noreferrer">
                  {t.openPay}
                </a>
              ) : null}
            </>
          )}
          <p className={styles.small}>
            {paid ? null : `${t.amount(trade.amount)} · `}
            {t.tradeNo(trade.tradeNo)}{' '}
            <button
              type="button"
              className={styles.inlineLink}
              onClick={() =>
                void copyText(t.details(copiedTrade(trade, packName))).then((copied) =>
                  showToast(copied ? t.detailsCopied : t.copyFailed),
                )
              }
            >
              {t.copyDetails}
            </button>
          </p>
        </div>
      }
    />
  );
}
