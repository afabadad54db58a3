// Before/after compare: the result underneath, the original on top clipped at the slider.
// The slider is a native range input, so arrow keys, Home/End and screen readers work.
// The halves line up only when both pictures have one shape: a result of another shape (an
// avatar is a square crop of the face) is shown beside its original instead.
import { useId, useState, type SyntheticEvent } from 'react';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { useMessages } from '../../../locales/useLocale';
import styles from './CompareSlider.module.css';

export interface CompareSliderProps {
  before: string;
  after: string;
}

/** Width / height of a loaded picture; null until it has loaded. */
const aspectOf = (event: SyntheticEvent<HTMLImageElement>) => {
  const { naturalWidth, naturalHeight } = event.currentTarget;
  return naturalWidth > 0 && naturalHeight > 0 ? naturalWidth / naturalHeight : null;
};

/** Two shapes within 2 % of each other line up pixel for pixel once scaled to one box. */
export function sameShape(a: number | null, b: number | null): boolean {
  return a === null || b === null || Math.abs(a / b - 1) <= 0.02;
}

export function CompareSlider({ before, after }: CompareSliderProps) {
  const t = useMessages('create', zhCreate).result;
  const [position, setPosition] = useState(50);
  const [afterAspect, setAfterAspect] = useState<number | null>(null);
  const [beforeAspect, setBeforeAspect] = useState<number | null>(null);
  const id = useId();
  if (!sameShape(afterAspect, beforeAspect)) {
    return (
      <div className={styles.pair}>
        <figure className={styles.figure}>
          <img className={styles.image} src={before} alt={t.compareAlt.before} />
          <figcaption>{t.before}</figcaption>
        </figure>
        <figure className={styles.figure}>
          <img className={styles.image} src={after} alt={t.compareAlt.after} />
          <figcaption>{t.after}</figcaption>
        </figure>
      </div>
    );
  }
  return (
    <div className={styles.wrap}>
      <div className={styles.stage}>
        <img className={styles.image} src={after} alt={t.compareAlt.after} onLoad={(e) => setAfterAspect(aspectOf(e))} />
        <img
          className={`${styles.image} ${styles.top}`}
          src={before}
          alt={t.compareAlt.before}
          onLoad={(e) => setBeforeAspect(aspectOf(e))}
          style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
        />
        <div className={styles.divider} style={{ left: `${position}%` }} aria-hidden="true" />
        <span className={`${styles.tag} ${styles.tagLeft}`} aria-hidden="true">
          {t.before}
        </span>
        <span className={`${styles.tag} ${styles.tagRight}`} aria-hidden="true">
          {t.after}
        </span>
      </div>
      <label className={styles.sr} htmlFor={id}>
        {t.compare}
      </label>
      <input
        id={id}
        className={styles.range}
        type="range"
        min={0}
        max={100}
        step={1}
        value={position}
        onChange={(e) => setPosition(Number(e.target.value))}
      />
    </div>
  );
}
