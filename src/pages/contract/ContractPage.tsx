import { ReadingPage } from '../../components/page/ReadingPage';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { pages as zhPages } from '../../locales/zh-CN/pages';
import { useLocale, useMessages } from '../../locales/useLocale';
import { agreementEn, privacyEn } from './contractText.en';
import { agreement, privacy } from './contractText';
import styles from './ContractPage.module.css';

export default function ContractPage() {
  const t = useMessages('pages', zhPages).contract;
  useDocumentTitle(t.title);
  const sections = useLocale() === 'en' ? [agreementEn, privacyEn] : [agreement, privacy];
  return (
    <ReadingPage heading={t.heading}>
      <p className={styles.updated}>{t.updated}</p>
      <nav aria-label={t.tocLabel} className={styles.toc}>
        {sections.map((s) => (
          <a key={s.id} href={`#${s.id}`}>
            {s.title}
          </a>
        ))}
      </nav>
      {sections.map((s) => (
        <article key={s.id} id={s.id} className={styles.section}>
          <h2>{s.title}</h2>
          {s.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </article>
      ))}
    </ReadingPage>
  );
}
