import { Outlet } from 'react-router-dom';
import { ExpiredNotice } from '../features/auth/ExpiredNotice';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './MainLayout.module.css';

export function MainLayout() {
  return (
    <div className={styles.shell}>
      <Header />
      <ExpiredNotice />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
