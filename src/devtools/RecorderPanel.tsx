// The QA recorder's button (development only, never in the production build): 录制 starts,
// 停止并保存 downloads the recording as a vitest + nock test (docs/testing.md). Also on
// window.__miaoRecorder for scripts: start(), stop(name?) → the test file's text.
import { useEffect, useState } from 'react';
import { useMessages } from '../locales/useLocale';
import { common as zhCommon } from '../locales/zh-CN/common';
import { useAppStore } from '../store';
import { createLiveRecorder, type LiveRecorder } from './liveRecorder';

declare global {
  interface Window {
    __miaoRecorder?: LiveRecorder;
  }
}

const panel: React.CSSProperties = {
  position: 'fixed',
  left: 8,
  bottom: 8,
  zIndex: 9999,
  display: 'flex',
  gap: 6,
  alignItems: 'center',
  padding: '4px 8px',
  borderRadius: 6,
  background: '#1f2937',
  color: '#fff',
  font: '12px system-ui, sans-serif',
};

function download(text: string): void {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  link.download = `recorded-${stamp}.test.ts`;
  link.click();
  URL.revokeObjectURL(link.href);
}

export default function RecorderPanel() {
  const store = useAppStore();
  const [recorder] = useState(() => createLiveRecorder(store, () => `${window.location.pathname}${window.location.search}`));
  const [recording, setRecording] = useState(false);
  const [, refresh] = useState(0);

  useEffect(() => {
    window.__miaoRecorder = recorder;
    return () => {
      if (window.__miaoRecorder === recorder) delete window.__miaoRecorder;
    };
  }, [recorder]);
  // The counts shown follow the recording twice a second.
  useEffect(() => {
    if (!recording) return undefined;
    const timer = window.setInterval(() => refresh((n) => n + 1), 500);
    return () => window.clearInterval(timer);
  }, [recording]);

  const t = useMessages('common', zhCommon).recorder;
  const { actions, requests } = recorder.counts();
  return (
    <div style={panel} role="region" aria-label={t.region}>
      {recording ? (
        <>
          <span aria-live="polite">{t.counts(actions, requests)}</span>
          <button
            type="button"
            onClick={() => {
              download(recorder.stop());
              setRecording(false);
            }}
          >
            {t.stop}
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={() => {
            recorder.start();
            setRecording(true);
          }}
        >
          {t.start}
        </button>
      )}
    </div>
  );
}
