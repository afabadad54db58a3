// Sign-in on a phone outside WeChat: no QR to scan with the phone that shows it. The page's
// link to open in WeChat (where 登录 goes by redirect, no QR), a copy button, what a new
// account gets, and the QR anyway for someone with a second device.
import { useState } from 'react';
import { AlertDialog } from '../../components/dialog/AlertDialog';
import { showToast } from '../../components/toast/toastStore';
import { auth as zhAuth } from '../../locales/zh-CN/auth';
import { useLocale, useMessages } from '../../locales/useLocale';
import { PHONE_LOGIN_WORDS } from './phoneLoginWords';
import { appAddress } from '../../routerBase';
import { copyText } from '../../utils/clipboard';
import { closePhoneLogin } from './phoneLogin';
import styles from './PhoneLoginSheet.module.css';
import { useStartLogin } from './useStartLogin';

export function PhoneLoginSheet({ returnAddress }: { returnAddress: string }) {
  const auth = useMessages('auth', zhAuth);
  const t = PHONE_LOGIN_WORDS[useLocale()];
  const startLogin = useStartLogin();
  const [copied, setCopied] = useState<boolean | null>(null);
  const link = appAddress(returnAddress);
  const copy = async () => {
    const ok = await copyText(link);
    setCopied(ok);
    showToast(ok ? t.copied : t.copyFailed);
  };
  return (
    <AlertDialog
      open
      title={t.title}
      confirmLabel={t.close}
      onConfirm={closePhoneLogin}
      onCancel={closePhoneLogin}
      alternativeLabel={t.qrInstead}
      onAlternative={() => {
        closePhoneLogin();
        void startLogin(returnAddress, { qr: true });
      }}
      message={
        <div className={styles.sheet}>
          <p>{t.why}</p>
          <label className={styles.label} htmlFor="phone-login-link">
            {t.linkLabel}
          </label>
          <div className={styles.row}>
            <input
              id="phone-login-link"
              className={styles.link}
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" className={styles.copy} onClick={() => void copy()}>
              {t.copy}
            </button>
          </div>
          {copied === false ? <p role="alert">{t.copyFailed}</p> : null}
          <p className={styles.welcome}>{auth.welcome}</p>
        </div>
      }
    />
  );
}
