// Photo input: drag and drop, the file picker, paste (Ctrl+V anywhere on the page while
// this input is shown), or, on a phone, the camera (拍照: the front camera, for portraits). Every file is checked (type, size, pixel size) before it replaces
// the current photo, so a bad file never loses a good one.
import { useCallback, useEffect, useId, useImperativeHandle, useRef, useState, type DragEvent, type Ref } from 'react';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { useMessages } from '../../../locales/useLocale';
import { input as zhInput } from '../../../locales/zh-CN/input';
import { PHOTO_ACCEPT, preparePhoto } from './photoRules';
import { readSizeAt } from './imageSize';
import styles from './PhotoInput.module.css';

export interface Photo {
  dataUrl: string;
  name: string;
  width?: number;
  height?: number;
  /** Shrunk in the browser to fit the limits (the preview says so). */
  shrunk?: boolean;
}

/** What the workspace may ask of the photo input: its picker opened, or the focus on it. */
export interface PhotoInputHandle {
  /** The focus on the input's button (更换照片, or 选择文件 when empty), scrolled into view. */
  focus: () => void;
  /** The same, and the file picker opened (a refusal of this photo's 换一张照片). */
  pick: () => void;
}

export interface PhotoInputProps {
  photo: Photo | null;
  onChange: (photo: Photo | null) => void;
  disabled?: boolean;
  label?: string;
  /** A new file is being checked and read: the photo shown may be about to change. */
  onReadingChange?: (reading: boolean) => void;
  ref?: Ref<PhotoInputHandle>;
}

export function PhotoInput({ photo, onChange, disabled, label, onReadingChange, ref }: PhotoInputProps) {
  const t = useMessages('create', zhCreate).photo;
  const { describeProblem } = useMessages('input', zhInput);
  const inputId = useId();
  const errorId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  // The visible button that opens the picker (the file input itself is hidden): where the focus goes.
  const pickButton = useRef<HTMLButtonElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      focus: () => pickButton.current?.focus(),
      pick: () => {
        pickButton.current?.focus();
        fileRef.current?.click();
      },
    }),
    [],
  );
  // A touch screen (a phone or tablet) offers the camera; a desktop's picker would ignore it.
  const [touch] = useState(() => typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    onReadingChange?.(reading);
  }, [reading, onReadingChange]);

  // A photo given back without its size (a draft kept across the sign-in, a run picked up
  // after a reload) has it read again, so its line under the name says it as before.
  // Each photo is read once: one that cannot be decoded is not tried again on every render.
  const sizeAsked = useRef<string | null>(null);
  useEffect(() => {
    if (!photo || (photo.width && photo.height) || sizeAsked.current === photo.dataUrl) return;
    sizeAsked.current = photo.dataUrl;
    let current = true;
    let answered = false;
    readSizeAt(photo.dataUrl)
      .then(
        ({ width, height }) => current && onChange({ ...photo, width, height }),
        () => undefined, // not decodable: the preview shows it as it is, without a size line
      )
      .finally(() => {
        answered = true;
      });
    return () => {
      current = false;
      // Left before the answer came: the same photo may be asked again.
      if (!answered) sizeAsked.current = null;
    };
  }, [photo, onChange]);

  const accept = useCallback(
    async (file: File | undefined) => {
      if (!file || disabled) return;
      setReading(true);
      setError(null);
      try {
        // Over the limits (a camera's photo): shrunk here to fit, and said so.
        const prepared = await preparePhoto(file);
        if (!prepared.ok) {
          setError(prepared.message);
          return;
        }
        const { dataUrl, width, height, shrunk } = prepared;
        onChange({ dataUrl, name: file.name, width, height, shrunk });
      } catch (e) {
        setError(e instanceof Error ? e.message : describeProblem({ kind: 'photoUnreadable' }));
      } finally {
        setReading(false);
        if (fileRef.current) fileRef.current.value = '';
        if (cameraRef.current) cameraRef.current.value = '';
      }
    },
    [disabled, onChange, describeProblem],
  );

  // Paste works while the workspace is open, wherever the focus is (except text fields).
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === 'TEXTAREA' || target.tagName === 'INPUT')) return;
      const file = Array.from(event.clipboardData?.files ?? [])[0];
      if (file) {
        event.preventDefault();
        void accept(file);
      }
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [accept]);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void accept(event.dataTransfer.files[0]);
  };

  return (
    <div className={styles.wrap}>
      <label className={styles.label} htmlFor={inputId}>
        {label ?? t.label}
      </label>
      <div
        className={`${styles.zone} ${dragging ? styles.dragging : ''} ${error ? styles.invalid : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={(e) => {
          // Moving over the zone's own children fires dragleave too; only leaving the zone counts.
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        data-testid="photo-drop"
      >
        {photo ? (
          <div className={styles.preview}>
            <img src={photo.dataUrl} alt={t.previewAlt} className={styles.image} />
            <div className={styles.meta}>
              <span className={styles.name}>{photo.name}</span>
              {photo.width && photo.height ? (
                <span>{photo.shrunk ? t.shrunkLine(photo.width, photo.height) : t.sizeLine(photo.width, photo.height)}</span>
              ) : null}
              <div className={styles.actions}>
                <button
                  ref={pickButton}
                  type="button"
                  className={styles.link}
                  onClick={() => fileRef.current?.click()}
                  disabled={disabled}
                >
                  {t.replace}
                </button>
                <button type="button" className={styles.link} onClick={() => onChange(null)} disabled={disabled}>
                  {t.remove}
                </button>
              </div>
            </div>
          </div>
        ) : (
          <div className={styles.empty}>
            <span className={styles.icon} aria-hidden="true">
              ⤒
            </span>
            <span>
              {t.drop}
              <button
                ref={pickButton}
                type="button"
                className={styles.pick}
                onClick={() => fileRef.current?.click()}
                disabled={disabled}
              >
                {t.pick}
              </button>
            </span>
            {touch ? (
              <button type="button" className={styles.pick} onClick={() => cameraRef.current?.click()} disabled={disabled}>
                {t.camera}
              </button>
            ) : null}
            <span className={styles.hint}>{t.hint}</span>
          </div>
        )}
        <input
          ref={fileRef}
          id={inputId}
          className={styles.file}
          type="file"
          tabIndex={-1}
          accept={PHOTO_ACCEPT}
          disabled={disabled}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(e) => void accept(e.target.files?.[0])}
        />
        {touch ? (
          <input
            ref={cameraRef}
            className={styles.file}
            type="file"
            tabIndex={-1}
            accept="image/*"
            capture="user"
            disabled={disabled}
            aria-label={t.camera}
            onChange={(e) => void accept(e.target.files?.[0])}
          />
        ) : null}
      </div>
      {reading ? (
        <p className={styles.status} role="status">
          {t.reading}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
