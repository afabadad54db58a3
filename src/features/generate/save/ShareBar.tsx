// A result's way out besides its download: share (the system sheet on phones, else the link
// copied), "send to my phone" (a QR of its link, for WeChat's scanner: on a computer only,
// src/rules/device.ts), and "copy details" for support. The link is signed and stops working:
// the share, the copy and the QR each say for how long, read from the link itself (its
// `expires`, as the server signed it), and a link already dead is not handed out.
import { useEffect, useRef, useState } from 'react';
import { QrImage } from '../../../components/qr/QrImage';
import { showToast } from '../../../components/toast/toastStore';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { useMessages } from '../../../locales/useLocale';
import type { Resource } from '../../../services/types';
import { offersPhoneHandoff } from '../../../rules/device';
import { allowedNavigation } from '../../../utils/untrusted';
import { resourceLabel } from './resourceNames';
import { copyText } from '../../../utils/clipboard';
import { linkMinutesLeft, resultDetails, shareLink } from './share';
import { useDevice } from '../useDevice';
import styles from '../run/ResultPreview.module.css';

export function ShareBar({ resource, runId }: { resource: Resource; runId?: string }) {
  const t = useMessages('create', zhCreate).share;
  // Open: the link's minutes left when it was opened (null: the link does not say).
  const [phone, setPhone] = useState<{ minutes: number | null } | null>(null);
  const toPhone = offersPhoneHandoff(useDevice());
  // The QR opens below the buttons: brought into view, where the person pressed (issue 33: it opened out of sight).
  const qr = useRef<HTMLDivElement>(null);
  const open = phone !== null;
  useEffect(() => {
    if (open) qr.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [open]);
  const url = allowedNavigation(resource.url);
  if (!url) return null;
  const name = resourceLabel(resource);

  const share = async () => {
    const minutes = linkMinutesLeft(url, Date.now());
    if (minutes === 0) {
      showToast(t.expired);
      return;
    }
    const outcome = await shareLink(name, url);
    const life = minutes === null ? null : t.lifetime(minutes);
    if (outcome === 'copied') showToast(life === null ? t.copied : t.copiedFor(life));
    if (outcome === 'shared' && life !== null) showToast(t.sharedFor(life));
    if (outcome === 'failed') showToast(t.copyFailed);
  };
  const details = async () => {
    showToast((await copyText(resultDetails(resource, t.details, runId))) ? t.detailsCopied : t.copyFailed);
  };

  return (
    <div className={styles.share}>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => void share()}>
          {typeof navigator !== 'undefined' && typeof navigator.share === 'function' ? t.share : t.copyLink}
        </button>
        {toPhone ? (
          <button
            type="button"
            className={styles.secondary}
            aria-expanded={phone !== null}
            onClick={() => setPhone(phone ? null : { minutes: linkMinutesLeft(url, Date.now()) })}
          >
            {t.toPhone}
          </button>
        ) : null}
        <button type="button" className={styles.secondary} onClick={() => void details()}>
          {t.copyDetails}
        </button>
      </div>
      {phone ? (
        <div className={styles.phone} ref={qr}>
          <QrImage value={url} alt={t.qrAlt(name)} size={160} loadingLabel={t.qrLoading} failedLabel={t.qrFailed} />
          <p className={styles.phoneText}>{phone.minutes === null ? t.scanUnknown : t.scan(t.lifetime(phone.minutes))}</p>
        </div>
      ) : null}
    </div>
  );
}
