// /subtitle: pick a video, read its size, duration and cover in the browser, draft a
// subtitle track, edit it and download .srt. There is no recognition endpoint (docs/contract.md
// §7), so the draft is evenly timed placeholder lines, and the page says so.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/button/Button';
import { useConfirm } from '../../components/dialog/useConfirm';
import { ErrorState } from '../../components/feedback/ErrorState';
import { Spinner } from '../../components/feedback/Spinner';
import { draftCues } from '../../features/tools/srt';
import { SubtitleEditor, toEditable, type EditableCue } from '../../features/tools/SubtitleEditor';
import { VIDEO_ACCEPT, checkVideoFile } from '../../features/tools/videoFile';
import { saveSubtitleDraft, savedDraftName, subtitleDraftFor } from '../../features/tools/subtitleDraft';
import { create as zhCreate } from '../../locales/zh-CN/create';
import { useMessages } from '../../locales/useLocale';
import { formatDuration } from '../../utils/time';
import { CreatePage } from './CreatePage';
import styles from './SubtitlePage.module.css';
import { useDocumentTitle } from '../../components/useDocumentTitle';

interface Meta {
  width: number;
  height: number;
  duration: number;
  cover: string;
}

export default function SubtitlePage() {
  const create = useMessages('create', zhCreate);
  const t = create.subtitle;
  useDocumentTitle(create.subtitle.title);
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const confirm = useConfirm();
  const [file, setFile] = useState<File | null>(null);
  const [meta, setMeta] = useState<Meta | null>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cues, setCuesState] = useState<EditableCue[] | null>(null);
  // Lines edited before a reload: named until their video is chosen again.
  const [draftName] = useState(savedDraftName);
  const [restored, setRestored] = useState(false);
  const setCues = (next: EditableCue[] | null) => {
    setCuesState(next);
    if (next && file) saveSubtitleDraft(file, next);
  };

  // The preview's object URL lives as long as its file is the chosen one.
  const videoUrl = useMemo(() => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => {
    if (!videoUrl) return;
    return () => URL.revokeObjectURL(videoUrl);
  }, [videoUrl]);

  const read = async (next: File) => {
    setReading(true);
    setError(null);
    setMeta(null);
    try {
      const { readVideoMeta } = await import('../../utils/video');
      setMeta(await readVideoMeta(next));
    } catch (e) {
      setError(e instanceof Error ? e.message : t.readFailed);
    } finally {
      setReading(false);
    }
  };

  const choose = (next: File | undefined) => {
    if (fileRef.current) fileRef.current.value = '';
    if (!next) return;
    const problem = checkVideoFile(next);
    if (problem) {
      setError(problem);
      return;
    }
    setFile(next);
    const saved = subtitleDraftFor(next);
    setCuesState(saved);
    setRestored(saved !== null);
    void read(next);
  };

  const generate = async () => {
    if (cues && cues.length > 0) {
      const ok = await confirm({ title: t.regenerate, message: t.confirmReplace, cancel: true });
      if (!ok) return;
    }
    setCues(toEditable(draftCues(meta?.duration ?? 0, t.placeholder)));
  };

  const baseName = file ? file.name.replace(/\.[^.]+$/, '') || 'subtitle' : 'subtitle';

  return (
    <CreatePage title={t.title} intro={t.intro}>
      <section className={styles.card}>
        <div className={styles.pick}>
          <label htmlFor={inputId} className={styles.pickLabel}>
            {t.upload}
          </label>
          <input
            ref={fileRef}
            id={inputId}
            className={styles.file}
            type="file"
            accept={VIDEO_ACCEPT}
            onChange={(e) => choose(e.target.files?.[0])}
          />
          <span className={styles.hint}>{t.uploadHint}</span>
        </div>
        {!file && draftName ? (
          <p className={styles.note} role="status">
            {t.draftWaiting(draftName)}
          </p>
        ) : null}
        {reading ? <Spinner label={t.reading} /> : null}
        {error ? <ErrorState message={error} onRetry={file && !reading ? () => void read(file) : undefined} /> : null}
        {file && meta ? (
          <div className={styles.info}>
            <div className={styles.player}>
              {videoUrl ? (
                <video
                  className={styles.video}
                  src={videoUrl}
                  poster={meta.cover}
                  controls
                  playsInline
                  aria-label={t.previewLabel}
                />
              ) : null}
            </div>
            <div className={styles.facts}>
              <h2 className={styles.h2}>{t.infoTitle}</h2>
              <img className={styles.cover} src={meta.cover} alt={t.coverAlt} />
              <dl className={styles.dl}>
                <dt>{t.file}</dt>
                <dd className={styles.name}>{file.name}</dd>
                <dt>{t.size}</dt>
                <dd>
                  {meta.width}×{meta.height}
                </dd>
                <dt>{t.duration}</dt>
                <dd>{formatDuration(meta.duration)}</dd>
              </dl>
            </div>
          </div>
        ) : null}
      </section>

      {file && meta ? (
        <section className={styles.card} aria-labelledby="subtitle-lines">
          <div className={styles.linesHead}>
            <h2 id="subtitle-lines" className={styles.h2}>
              {t.linesTitle}
            </h2>
            <Button onClick={() => void generate()}>{cues ? t.regenerate : t.generate}</Button>
          </div>
          <p className={styles.note} role="note">
            {t.note}
          </p>
          {restored && cues ? (
            <p className={styles.note} role="status">
              {t.draftRestored}
            </p>
          ) : null}
          {cues ? <SubtitleEditor cues={cues} onChange={setCues} baseName={baseName} duration={meta.duration} /> : null}
        </section>
      ) : null}
    </CreatePage>
  );
}
