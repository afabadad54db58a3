import { DesktopIcon, PhoneIcon } from '../../components/icons';
import { QrImage } from '../../components/qr/QrImage';
import { ReadingPage } from '../../components/page/ReadingPage';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useMessages } from '../../locales/useLocale';
import { common as zhCommon } from '../../locales/zh-CN/common';
import { pages as zhPages } from '../../locales/zh-CN/pages';
import styles from './DownloadPage.module.css';

interface AppLink {
  id: keyof typeof zhPages.download.apps;
  icon: 'phone' | 'desktop';
  /** Store or installer URL; the apps are not released yet, so none has one. */
  href: string;
}

const MOBILE: AppLink[] = [
  { id: 'ios', icon: 'phone', href: '#' },
  { id: 'android', icon: 'phone', href: '#' },
];
const DESKTOP: AppLink[] = [
  { id: 'windows', icon: 'desktop', href: '#' },
  { id: 'mac', icon: 'desktop', href: '#' },
];

/** A QR for a mobile app; '#' links point at this page until the stores are live. */
function qrTarget(href: string): string {
  return href === '#' ? window.location.href : new URL(href, window.location.href).toString();
}

export default function DownloadPage() {
  const t = useMessages('pages', zhPages).download;
  useDocumentTitle(t.title);
  return (
    <ReadingPage heading={t.heading}>
      <p className={styles.intro}>{t.intro}</p>
      <p className={styles.note} role="note">
        {t.note}
      </p>
      <h2 className={styles.group}>{t.mobile}</h2>
      <ul className={styles.grid}>
        {MOBILE.map((app) => (
          <li key={app.id} className={styles.card}>
            <h3 className={styles.name}>{t.apps[app.id]}</h3>
            <QrImage
              value={qrTarget(app.href)}
              alt={t.qrAlt(t.apps[app.id])}
              size={148}
              loadingLabel={t.scan}
              failedLabel={t.qrFailed}
            />
            <p className={styles.small}>{t.scan}</p>
            <DownloadLink app={app} />
          </li>
        ))}
      </ul>
      <h2 className={styles.group}>{t.desktop}</h2>
      <ul className={styles.grid}>
        {DESKTOP.map((app) => (
          <li key={app.id} className={styles.card}>
            <div className={styles.icon} aria-hidden="true">
              {app.icon === 'phone' ? <PhoneIcon size={36} /> : <DesktopIcon size={36} />}
            </div>
            <h3 className={styles.name}>{t.apps[app.id]}</h3>
            <DownloadLink app={app} />
          </li>
        ))}
      </ul>
    </ReadingPage>
  );
}

function DownloadLink({ app }: { app: AppLink }) {
  const t = useMessages('pages', zhPages).download;
  const common = useMessages('common', zhCommon);
  const soon = app.href === '#';
  return (
    <a
      className={styles.button}
      href={app.href}
      aria-disabled={soon || undefined}
      onClick={soon ? (e) => e.preventDefault() : undefined}
    >
      {t.get(t.apps[app.id])}
      {soon && <span className={styles.soon}>{common.comingSoonNote}</span>}
    </a>
  );
}
