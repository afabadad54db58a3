// "Notify me when it is done": off until the user turns it on (the browser then asks its
// permission); a browser that refuses says so here. Browsers without notifications show nothing,
// and neither do a phone or WeChat (src/rules/device.ts: it cannot help there).
import { useState } from 'react';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { useMessages } from '../../../locales/useLocale';
import { offersBrowserNotifications } from '../../../rules/device';
import { notifySetting, setNotify, type NotifySetting } from './runNotices';
import { useDevice } from '../useDevice';
import styles from '../workspace/ToolWorkspace.module.css';

export function NotifyToggle() {
  const t = useMessages('create', zhCreate).runs;
  const [setting, setSetting] = useState<NotifySetting>(notifySetting);
  const device = useDevice();
  if (setting === 'unsupported' || !offersBrowserNotifications(device)) return null;
  return (
    <div>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={setting === 'on'}
          disabled={setting === 'denied'}
          onChange={(e) => void setNotify(e.target.checked).then(setSetting)}
        />
        <span>{t.notify}</span>
      </label>
      {setting === 'denied' ? <p className={styles.muted}>{t.notifyDenied}</p> : null}
    </div>
  );
}
