import { Link } from 'react-router-dom';
import { common } from '../locales/zh-CN/common';
import styles from './Footer.module.css';

const t = common.footer;

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t.label} className={styles.links}>
          <Link to="/contract">{t.contract}</Link>
          <Link to="/blog">{t.blog}</Link>
          <Link to="/download">{t.download}</Link>
        </nav>
        <p className={styles.copy}>{t.copyright(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
