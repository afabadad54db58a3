import { Outlet } from 'react-router-dom';
import { ExpiredNotice } from '../features/auth/ExpiredNotice';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteFocus } from './RouteFocus';
import { common } from '../locales/zh-CN/common';
import styles from './MainLayout.module.css';

export function MainLayout() {
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        {common.skipToContent}
      </a>
      <RouteFocus />
      <Header />
      <ExpiredNotice />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
