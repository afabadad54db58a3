// A result's save control, by device (src/rules/device.ts saveWayOf): on a computer the download
// link; in a phone's own browser 保存到手机, the file shared to the system sheet where the
// browser can (else the download); inside WeChat, where a download does nothing, 保存到手机
// opens the result full size (the viewer), where a long press saves a picture.
import { useEffect, useRef, useState } from 'react';
import { showToast } from '../../../components/toast/toastStore';
import { useMessages } from '../../../locales/useLocale';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { saveWayOf } from '../../../rules/device';
import type { Resource } from '../../../services/types';
import { allowedNavigation } from '../../../utils/untrusted';
import { resourceFileName, resourceLabel } from './resourceNames';
import { resultFile, shareOrDownload } from './saveResult';
import { useDevice } from '../useDevice';

export interface SaveResultProps {
  resource: Resource;
  className: string;
  /**
   * Inside WeChat: show the result full size, where a long press saves it. Absent in the viewer
   * itself, which says how instead.
   */
  onShowFull?: () => void;
  /** Read the file at once (the viewer's shown result on a phone), so the share sheet opens on the first tap. */
  readAhead?: boolean;
}

export function SaveResult({ resource, className, onShowFull, readAhead = false }: SaveResultProps) {
  const t = useMessages('create', zhCreate).save;
  const way = saveWayOf(useDevice());
  const [busy, setBusy] = useState(false);
  // The file read for this result (kept: a second tap shares at once).
  const file = useRef<{ url: string; file: File | null } | null>(null);
  const href = allowedNavigation(resource.url);
  const name = resourceLabel(resource);
  const fileName = resourceFileName(resource);

  const read = async (): Promise<File | null> => {
    if (file.current?.url === resource.url) return file.current.file;
    const read = await resultFile(resource.url, fileName);
    file.current = { url: resource.url, file: read };
    return read;
  };
  useEffect(() => {
    if (readAhead && way === 'share' && href) void read();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per shown result: read() keeps what it read
  }, [readAhead, way, href, resource.url]);

  if (!href) return null;
  if (way === 'download') {
    // Media on another host ignores `download` and would replace the app: a new tab keeps it.
    return (
      <a className={className} href={href} download={fileName} target="_blank" rel="noopener noreferrer">
        {t.download}
      </a>
    );
  }
  if (way === 'longPress') {
    if (!onShowFull) return null;
    return (
      <button type="button" className={className} onClick={onShowFull} aria-label={t.toPhoneLabel(name)}>
        {t.toPhone}
      </button>
    );
  }
  const save = async () => {
    // Not `disabled` while busy: a disabled button drops the focus (the viewer keeps it inside).
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await shareOrDownload(await read(), name, resource.url, fileName);
      if (outcome === 'again') showToast(t.tapAgain);
      if (outcome === 'downloaded')
        showToast(resource.kind === 'image' || resource.kind === 'gif' ? t.downloaded : t.downloadedMedia);
      if (outcome === 'failed') showToast(t.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} onClick={() => void save()} aria-busy={busy} aria-label={t.toPhoneLabel(name)}>
      {busy ? t.preparing : t.toPhone}
    </button>
  );
}
