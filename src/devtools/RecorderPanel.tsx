// The QA recorder's panel (development only, never in the production build; docs/testing.md
// "Recording a test"). Out of the way: folded into a narrow tab at the middle of the left
// edge, inside the page's margin, where it covers no control at 375 px; a red dot while
// recording, an amber "!" when it has something to say. Opened, it sits at the left as low as
// it can while covering none of the page's controls (placement.ts), in the app's buttons: 录制测试
// starts, a name, 停止并保存 downloads the recording as a vitest + nock test laid out by
// prettier and says the file's name. A recording too large to keep across a reload opens the
// panel at once with what to do (save now). Also on window.__miaoRecorder for scripts: start(),
// stop(name?) → the test file's text (not laid out), finishWhole() → the recording with the data
// kept across reloads read back, counts().
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../components/button/Button';
import { useLocale } from '../locales/useLocale';
import { recorder as enWords } from '../locales/en/recorder';
import { recorder as zhWords } from '../locales/zh-CN/recorder';
import { useAppStore } from '../store';
import { formatTestFile } from './format';
import type { LiveRecorder } from './liveRecorder';
import type { TestFiles } from './testFile';
import { freeTop, visibleControls } from './placement';
import styles from './RecorderPanel.module.css';
import { recordStore, tabRecorder } from './tabRecorder';

declare global {
  interface Window {
    __miaoRecorder?: LiveRecorder;
  }
}

/** Downloads the file; returns its name (the panel says it was saved). */
function download(text: string, fileName: string): string {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
  return link.download;
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
  const [saving, setSaving] = useState<'idle' | 'saving' | 'failed' | 'lost'>('idle');
  const [saved, setSaved] = useState<string | null>(null);
  const [top, setTop] = useState<number | null>(null);
  const [, refresh] = useState(0);
  const panelRef = useRef<HTMLDivElement>(null);
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
  // Too large to keep: said at once, open, while a save still keeps everything.
  // (The recorder is not React state: its notice is followed here, as it changes.)
  const [heard, setHeard] = useState(recorder.notice);
  if (recorder.notice !== heard) {
    setHeard(recorder.notice);
    if (recorder.notice === 'tooLarge') setOpen(true);
  }

  // Open: placed where it covers no control, again when the page scrolls, resizes or changes.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const place = () => {
      const panel = panelRef.current;
      if (!panel) return;
      const { width, height } = panel.getBoundingClientRect();
      setTop(freeTop(visibleControls(), { height: document.documentElement.clientHeight }, { width, height }));
    };
    place();
    let frame = 0;
    const soon = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    window.addEventListener('resize', soon);
    window.addEventListener('scroll', soon, true);
    const timer = window.setInterval(place, 1000);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', soon);
      window.removeEventListener('scroll', soon, true);
      window.clearInterval(timer);
    };
  }, [open, recorder.recording, notice, saving, saved, busy]);

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
    let files: TestFiles | null;
    try {
      // Whole: a photo kept in IndexedDB across a reload is read back first.
      files = await recorder.stopAsFiles(name.trim() || undefined, initial);
    } catch (error) {
      console.error('[recorder] the recording could not be read back whole', error);
      setSaving('lost');
      return;
    }
    if (files) {
      const { files: written, laidOut: ok } = await laidOut(files);
      setSaved(download(written.test, `${written.base}.test.ts`));
      if (written.fixtures !== null) download(written.fixtures, `${written.base}.fixtures.ts`);
      setSaving(ok ? 'idle' : 'failed');
    } else {
      setSaving('idle');
    }
    setName('');
  };

  if (!open) {
    const label = notice ? t.openNotice(notice) : recorder.recording ? t.openRecording(steps) : t.open;
    return (
      <button
        type="button"
        data-qa-recorder=""
        className={[styles.tab, recorder.recording ? styles.recording : '', notice ? styles.warning : ''].join(' ')}
        aria-label={label}
        title={label}
        onClick={() => setOpen(true)}
      >
        {notice ? '!' : '●'}
      </button>
    );
  }
  const dark = `${styles.button} ${styles.dark}`;
  return (
    <div
      ref={panelRef}
      className={styles.panel}
      style={top === null ? { bottom: 0 } : { top }}
      role="region"
      aria-label={t.region}
      data-qa-recorder=""
    >
      <div className={styles.row}>
        {recorder.recording ? (
          <>
            <span className={styles.counts} aria-live="polite">
              {t.counts(steps, actions, requests)}
            </span>
            <Button
              variant="ghost"
              size="sm"
              className={dark}
              onClick={() => {
                recorder.discard();
                refresh((n) => n + 1);
              }}
            >
              {t.discard}
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            className={styles.button}
            onClick={() => {
              recorder.start();
              setSaving('idle');
              setSaved(null);
              refresh((n) => n + 1);
            }}
          >
            {t.start}
          </Button>
        )}
        {!recorder.recording && <span className={styles.counts} />}
        <Button variant="ghost" size="sm" className={dark} onClick={() => setOpen(false)}>
          {t.collapse}
        </Button>
      </div>
      {recorder.recording && (
        <div className={styles.row}>
          <label className={styles.name}>
            {t.name}
            <input value={name} placeholder={recorder.suggestedName()} onChange={(event) => setName(event.target.value)} />
          </label>
          <Button size="sm" className={styles.button} busy={saving === 'saving'} onClick={() => void save()}>
            {t.stop}
          </Button>
        </div>
      )}
      {recorder.recording && busy && <p className={styles.said}>{t.busy}</p>}
      {saving === 'saving' && <p className={styles.said}>{t.saving}</p>}
      {saved !== null && saving !== 'saving' && (
        <p className={styles.said} role="status">
          {t.saved(saved)}
        </p>
      )}
      {saving === 'failed' && (
        <p className={styles.alert} role="alert">
          {t.saveFailed}
        </p>
      )}
      {saving === 'lost' && (
        <p className={styles.alert} role="alert">
          {t.dataLost}
        </p>
      )}
      {notice && (
        <p className={styles.alert} role="alert">
          {notice}
        </p>
      )}
    </div>
  );
}
