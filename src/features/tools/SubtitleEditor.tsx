// Edits a subtitle track line by line (text, start and end in seconds), adds and removes
// lines, and downloads it as .srt. Times are kept as typed so "1." can be typed on the way
// to "1.5"; a line whose times do not make sense is marked and blocks the download.
import { useId, useMemo } from 'react';
import { Button } from '../../components/button/Button';
import { create as zhCreate } from '../../locales/zh-CN/create';
import { useMessages } from '../../locales/useLocale';
import { isValidCue, toSrt, type Cue } from './srt';
import styles from './SubtitleEditor.module.css';

export interface EditableCue {
  id: number;
  start: string;
  end: string;
  text: string;
}

export interface SubtitleEditorProps {
  cues: readonly EditableCue[];
  onChange: (cues: EditableCue[]) => void;
  /** Download name without extension. */
  baseName: string;
  /** New lines never end past this (seconds); 0 when unknown. */
  duration: number;
}

let nextId = 1;
export function toEditable(cues: readonly Cue[]): EditableCue[] {
  return cues.map((cue) => ({ id: nextId++, start: String(round(cue.start)), end: String(round(cue.end)), text: cue.text }));
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

export function toCue(cue: EditableCue): Cue {
  const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));
  return { start: num(cue.start), end: num(cue.end), text: cue.text };
}

export function SubtitleEditor({ cues, onChange, baseName, duration }: SubtitleEditorProps) {
  const t = useMessages('create', zhCreate).subtitle;
  const idPrefix = useId();
  const parsed = useMemo(() => cues.map(toCue), [cues]);
  const invalid = parsed.filter((cue) => !isValidCue(cue)).length;
  const href = useMemo(
    // The BOM lets older Windows players read the Chinese text as UTF-8.
    () => `data:application/x-subrip;charset=utf-8,${encodeURIComponent(`\uFEFF${toSrt(parsed)}`)}`,
    [parsed],
  );

  const update = (id: number, patch: Partial<EditableCue>) => onChange(cues.map((c) => (c.id === id ? { ...c, ...patch } : c)));
  const remove = (id: number) => onChange(cues.filter((c) => c.id !== id));
  const add = () => {
    const last = parsed[parsed.length - 1];
    const start = last && Number.isFinite(last.end) ? last.end : 0;
    const end = duration > start ? Math.min(duration, start + 3) : start + 3;
    onChange([...cues, ...toEditable([{ start, end, text: '' }])]);
  };

  return (
    <div className={styles.editor}>
      {cues.length === 0 ? <p className={styles.empty}>{t.empty}</p> : null}
      <ol className={styles.list}>
        {cues.map((cue, index) => {
          const n = index + 1;
          const bad = !isValidCue(parsed[index]);
          const base = `${idPrefix}-${cue.id}`;
          return (
            <li key={cue.id} className={`${styles.row} ${bad ? styles.bad : ''}`} aria-label={t.cueLabel(n)}>
              <span className={styles.index} aria-hidden="true">
                {n}
              </span>
              <div className={styles.times}>
                <label htmlFor={`${base}-start`} className={styles.small}>
                  {t.start}
                </label>
                <input
                  id={`${base}-start`}
                  className={styles.time}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.1}
                  value={cue.start}
                  aria-invalid={bad || undefined}
                  onChange={(e) => update(cue.id, { start: e.target.value })}
                />
                <label htmlFor={`${base}-end`} className={styles.small}>
                  {t.end}
                </label>
                <input
                  id={`${base}-end`}
                  className={styles.time}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.1}
                  value={cue.end}
                  aria-invalid={bad || undefined}
                  onChange={(e) => update(cue.id, { end: e.target.value })}
                />
              </div>
              <div className={styles.textCell}>
                <label htmlFor={`${base}-text`} className={styles.small}>
                  {t.text}
                </label>
                <input
                  id={`${base}-text`}
                  className={styles.text}
                  type="text"
                  value={cue.text}
                  placeholder={t.placeholder(n)}
                  onChange={(e) => update(cue.id, { text: e.target.value })}
                />
                {bad ? <span className={styles.error}>{t.invalid}</span> : null}
              </div>
              <Button variant="ghost" size="sm" onClick={() => remove(cue.id)} aria-label={t.removeLabel(n)}>
                {t.remove}
              </Button>
            </li>
          );
        })}
      </ol>
      <div className={styles.footer}>
        <Button variant="secondary" onClick={add}>
          {t.add}
        </Button>
        <span className={styles.count}>{t.lines(cues.length)}</span>
        {invalid > 0 ? (
          <span className={styles.error} role="alert">
            {t.invalidCount(invalid)}
          </span>
        ) : null}
        {invalid > 0 || cues.length === 0 ? (
          <Button disabled>{t.download}</Button>
        ) : (
          <a className={styles.download} href={href} download={`${baseName}.srt`}>
            {t.download}
          </a>
        )}
      </div>
    </div>
  );
}
