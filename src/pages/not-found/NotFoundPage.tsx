import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/button/Button';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { common as zhCommon } from '../../locales/zh-CN/common';
import { useMessages } from '../../locales/useLocale';
import styles from './NotFoundPage.module.css';

export default function NotFoundPage() {
  const t = useMessages('common', zhCommon).notFound;
  useDocumentTitle(t.title);
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        {t.code}
      </p>
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.text}>{t.text}</p>
      <Link to="/" className={buttonClass('primary', 'lg')}>
        {t.home}
      </Link>
    </section>
  );
}
