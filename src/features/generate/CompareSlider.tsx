// Before/after compare: the result underneath, the original on top clipped at the slider.
// The slider is a native range input, so arrow keys, Home/End and screen readers work.
import { useId, useState } from 'react';
import { create as zhCreate } from '../../locales/zh-CN/create';
import { useMessages } from '../../locales/useLocale';
import styles from './CompareSlider.module.css';

export interface CompareSliderProps {
  before: string;
  after: string;
}

export function CompareSlider({ before, after }: CompareSliderProps) {
  const t = useMessages('create', zhCreate).result;
  const [position, setPosition] = useState(50);
  const id = useId();
  return (
    <div className={styles.wrap}>
      <div className={styles.stage}>
        <img className={styles.image} src={after} alt={t.compareAlt.after} />
        <img
          className={`${styles.image} ${styles.top}`}
          src={before}
          alt={t.compareAlt.before}
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
