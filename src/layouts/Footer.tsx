import { Link } from 'react-router-dom';
import { common as zhCommon } from '../locales/zh-CN/common';
import { useMessages } from '../locales/useLocale';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './Footer.module.css';

export function Footer() {
  const t = useMessages('common', zhCommon).footer;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t.label} className={styles.links}>
          <Link to="/contract">{t.contract}</Link>
          <Link to="/blog">{t.blog}</Link>
          <Link to="/download">{t.download}</Link>
        </nav>
        <LanguageSwitch placement="footer" />
        <p className={styles.copy}>{t.copyright(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
