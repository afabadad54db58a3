// Style choice as a group of native radio buttons dressed as cards: arrow keys move the
// choice, Tab leaves the group, and each card shows its example thumbnail when there is one.
import { useId } from 'react';
import { create as zhCreate } from '../../locales/zh-CN/create';
import { useMessages } from '../../locales/useLocale';
import styles from './StylePicker.module.css';

export interface PickerOption {
  value: string;
  label: string;
  thumb?: string;
}

export interface StylePickerProps {
  legend: string;
  options: readonly PickerOption[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Small cards without images (music, voices). */
  compact?: boolean;
}

export function StylePicker({ legend, options, value, onChange, disabled, compact }: StylePickerProps) {
  const create = useMessages('create', zhCreate);
  const name = useId();
  return (
    <fieldset className={styles.set} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={compact ? styles.chips : styles.grid}>
        {options.map((option) => (
          <label key={option.value} className={`${styles.option} ${option.value === value ? styles.checked : ''}`}>
            <input
              className={styles.radio}
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {compact ? null : option.thumb ? (
              <img className={styles.thumb} src={option.thumb} alt={create.style.exampleAlt(option.label)} loading="lazy" />
            ) : (
              <span className={styles.noThumb} aria-hidden="true">
                {option.label.slice(0, 1)}
              </span>
            )}
            <span className={styles.name}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
