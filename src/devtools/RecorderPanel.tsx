// The QA recorder's panel (development only, never in the production build; docs/testing.md
// "Recording a test"). Out of the way: folded into a narrow tab at the middle of the left
// edge, inside the page's margin, where it covers no control at 375 px; a red dot while
// recording. Opened: 录制测试 starts, a name, 停止并保存 downloads the recording as a vitest +
// nock test laid out by prettier. Also on window.__miaoRecorder for scripts: start(),
// stop(name?) → the test file's text (not laid out), counts().
import { useEffect, useState, type CSSProperties } from 'react';
import { useLocale } from '../locales/useLocale';
import { recorder as enWords } from '../locales/en/recorder';
import { recorder as zhWords } from '../locales/zh-CN/recorder';
import { useAppStore } from '../store';
import { formatTestFile } from './format';
import type { LiveRecorder } from './liveRecorder';
import type { TestFiles } from './testFile';
import { recordStore, tabRecorder } from './tabRecorder';

declare global {
  interface Window {
    __miaoRecorder?: LiveRecorder;
  }
}

const tab: CSSProperties = {
  position: 'fixed',
  left: 0,
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 9999,
  width: 12,
  height: 40,
  padding: 0,
  border: 'none',
  borderRadius: '0 6px 6px 0',
  background: 'rgba(31, 41, 55, 0.55)',
  color: '#fff',
  font: '9px system-ui, sans-serif',
  cursor: 'pointer',
};

const panel: CSSProperties = {
  position: 'fixed',
  left: 0,
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 9999,
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  maxWidth: 'min(320px, calc(100vw - 16px))',
  padding: '8px 10px',
  borderRadius: '0 8px 8px 0',
  background: '#1f2937',
  color: '#fff',
  font: '12px system-ui, sans-serif',
};

const row: CSSProperties = { display: 'flex', gap: 6, flexWrap: 'wrap', alignItems: 'center' };

function download(text: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** The files of a saved recording, laid out by prettier; as they are when it cannot (`laidOut` false). */
async function laidOut(files: TestFiles): Promise<{ files: TestFiles; laidOut: boolean }> {
  try {
    const [test, fixtures] = await Promise.all([
      formatTestFile(files.test),
      files.fixtures === null ? null : formatTestFile(files.fixtures),
    ]);
    return { files: { ...files, test, fixtures }, laidOut: true };
  } catch (error) {
    // The text is whole, only its layout failed: saved as it is, and said.
    console.error('[recorder] prettier could not lay the file out', error);
    return { files, laidOut: false };
  }
}

export default function RecorderPanel() {
  const store = useAppStore();
  // The entry made it when the tab asked for the recorder; made here only if it did not.
  const [recorder] = useState(
    () => tabRecorder() ?? recordStore(store, { kept: { kind: 'none' }, storage: { auth: null, runs: null } }),
  );
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState<'idle' | 'saving' | 'failed'>('idle');
  const [, refresh] = useState(0);
  const busy = recorder.busy();
  const t = useLocale() === 'en' ? enWords : zhWords;

  useEffect(() => {
    window.__miaoRecorder = recorder;
    return () => {
      if (window.__miaoRecorder === recorder) delete window.__miaoRecorder;
    };
  }, [recorder]);
  // The counts and the busy word follow the recording twice a second.
  useEffect(() => {
    if (!recorder.recording) return undefined;
    const timer = window.setInterval(() => refresh((n) => n + 1), 500);
    return () => window.clearInterval(timer);
  }, [recorder, recorder.recording]);

  const { steps, actions, requests } = recorder.counts();
  const notice = recorder.notice === 'broken' ? t.broken : recorder.notice === 'tooLarge' ? t.tooLarge : null;

  // Two files, named from the test's name so they need no renaming: <name>.test.ts, and
  // <name>.fixtures.ts beside it when the recording holds photos or long answers (the test
  // imports it). Every model's initial state loads with the save only (it is every model's code).
  const save = async () => {
    setSaving('saving');
    // Without it (its chunk failed to load) the starting state is written whole: longer, as true.
    const initial = await import(/* webpackChunkName: "recorder-initial-state" */ './initialState').then(
      ({ initialModelsState }) => ({ ...initialModelsState() }),
      () => ({}),
    );
    const files = recorder.stopAsFiles(name.trim() || undefined, initial);
    if (files) {
      const { files: written, laidOut: ok } = await laidOut(files);
      download(written.test, `${written.base}.test.ts`);
      if (written.fixtures !== null) download(written.fixtures, `${written.base}.fixtures.ts`);
      setSaving(ok ? 'idle' : 'failed');
    } else {
      setSaving('idle');
    }
    setName('');
  };

  if (!open) {
    return (
      <button
        type="button"
        data-qa-recorder=""
        style={{ ...tab, color: recorder.recording ? '#f87171' : '#fff' }}
        aria-label={recorder.recording ? t.openRecording(steps) : t.open}
        title={recorder.recording ? t.openRecording(steps) : t.open}
        onClick={() => setOpen(true)}
      >
        ●
      </button>
    );
  }
  return (
    <div style={panel} role="region" aria-label={t.region} data-qa-recorder="">
      <div style={row}>
        <button type="button" onClick={() => setOpen(false)}>
          {t.collapse}
        </button>
        {recorder.recording ? (
          <span aria-live="polite">{t.counts(steps, actions, requests)}</span>
        ) : (
          <button
            type="button"
            onClick={() => {
              recorder.start();
              setSaving('idle');
              refresh((n) => n + 1);
            }}
          >
            {t.start}
          </button>
        )}
      </div>
      {recorder.recording && (
        <>
          <label style={row}>
            {t.name}
            <input value={name} placeholder={recorder.suggestedName()} onChange={(event) => setName(event.target.value)} />
          </label>
          <div style={row}>
            <button type="button" disabled={saving === 'saving'} onClick={() => void save()}>
              {t.stop}
            </button>
            <button
              type="button"
              onClick={() => {
                recorder.discard();
                refresh((n) => n + 1);
              }}
            >
              {t.discard}
            </button>
          </div>
          {busy && <span>{t.busy}</span>}
        </>
      )}
      {saving === 'saving' && <span>{t.saving}</span>}
      {saving === 'failed' && <span role="alert">{t.saveFailed}</span>}
      {notice && <span role="alert">{notice}</span>}
    </div>
  );
}
