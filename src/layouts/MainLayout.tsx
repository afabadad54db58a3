import { Outlet } from 'react-router-dom';
import { ExpiredNotice } from '../features/auth/ExpiredNotice';
import { LazyRunAnnouncer } from '../features/generate/run/lazyAnnouncer';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteFocus } from './RouteFocus';
import { common as zhCommon } from '../locales/zh-CN/common';
import { useMessages } from '../locales/useLocale';

export function MainLayout() {
  const common = useMessages('common', zhCommon);
  return (
    <div className="app-frame">
      <a className="skip-link" href="#main">
        {common.skipToContent}
      </a>
      <RouteFocus />
      <Header />
      <ExpiredNotice />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <LazyRunAnnouncer />
    </div>
  );
}
