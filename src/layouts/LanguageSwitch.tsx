import { useState } from 'react';
import { showToast } from '../components/toast/toastStore';
import { switchLocale } from '../locales/active';
import { LOCALE_NAMES, LOCALES, type Locale } from '../locales/locale';
import { useLocale, useMessages } from '../locales/useLocale';
import { common as zhCommon } from '../locales/zh-CN/common';
import styles from './LanguageSwitch.module.css';

/**
 * The header offers the other language in one button; the footer lists both, the one in use
 * pressed. Each name is written in its own language (and marked so for screen readers). The
 * choice is remembered on this browser; a failed load of English keeps the page as it was.
 */
export function LanguageSwitch({ placement }: { placement: 'header' | 'footer' }) {
  const locale = useLocale();
  const t = useMessages('common', zhCommon).language;
  const [busy, setBusy] = useState(false);
  const choose = async (next: Locale) => {
    if (next === locale || busy) return;
    setBusy(true);
    try {
      await switchLocale(next);
    } catch {
      showToast(t.failed);
    } finally {
      setBusy(false);
    }
  };
  if (placement === 'header') {
    const other: Locale = locale === 'en' ? 'zh-CN' : 'en';
    return (
      <button type="button" className={styles.toggle} lang={other} aria-busy={busy} onClick={() => void choose(other)}>
        {LOCALE_NAMES[other]}
      </button>
    );
  }
  return (
    <div role="group" aria-label={t.label} className={styles.group}>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.option}
          lang={option}
          aria-pressed={option === locale}
          aria-busy={busy && option !== locale}
          onClick={() => void choose(option)}
        >
          {LOCALE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
