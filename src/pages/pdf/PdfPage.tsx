import { useState } from 'react';
import { useAppSelector } from '../../store';
import { selectIsLoggedIn } from '../../store';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { LoginInvite } from '../../features/auth/LoginInvite';
import { pages as zhPages } from '../../locales/zh-CN/pages';
import { useMessages } from '../../locales/useLocale';
import { AgentFrame } from '../../features/agent/AgentFrame';
import styles from '../../features/agent/AgentFrame.module.css';

export default function PdfPage() {
  const t = useMessages('pages', zhPages).pdf;
  useDocumentTitle(t.title);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const pdfid = useAppSelector((s) => s.session.pdfid);
  const nopdfid = useAppSelector((s) => s.session.nopdfid);
  const [withPdf, setWithPdf] = useState(true);
  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>{t.heading}</h1>
      <p className={styles.intro}>{t.intro}</p>
      {loggedIn ? (
        <>
          <div className={styles.toggle} role="group" aria-label={t.modeLabel}>
            <button type="button" aria-pressed={withPdf} onClick={() => setWithPdf(true)}>
              {t.withPdf}
            </button>
            <button type="button" aria-pressed={!withPdf} onClick={() => setWithPdf(false)}>
              {t.withoutPdf}
            </button>
          </div>
          <AgentFrame
            key={withPdf ? 'pdf' : 'nopdf'}
            id={withPdf ? pdfid : nopdfid}
            title={t.frameTitle}
            preparing={t.preparing}
          />
        </>
      ) : (
        <LoginInvite />
      )}
    </section>
  );
}
