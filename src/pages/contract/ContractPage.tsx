import { useDocumentTitle } from '../../components/useDocumentTitle';
import { pages } from '../../locales/zh-CN/pages';
import { agreement, privacy } from './contractText';
import styles from './ContractPage.module.css';

const t = pages.contract;

export default function ContractPage() {
  useDocumentTitle(t.title);
  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>{t.heading}</h1>
      <p className={styles.updated}>{t.updated}</p>
      <nav aria-label={t.tocLabel} className={styles.toc}>
        {[agreement, privacy].map((s) => (
          <a key={s.id} href={`#${s.id}`}>
            {s.title}
          </a>
        ))}
      </nav>
      {[agreement, privacy].map((s) => (
        <article key={s.id} id={s.id} className={styles.section}>
          <h2>{s.title}</h2>
          {s.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </article>
      ))}
    </section>
  );
}
