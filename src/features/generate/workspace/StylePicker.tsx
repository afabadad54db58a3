// Style choice as a group of native inputs dressed as cards: radio buttons for one style
// (arrow keys move the choice, Tab leaves the group), checkboxes for several (up to `max`;
// the rest are disabled once it is reached). Each card shows its example thumbnail when there is one.
import { useId } from 'react';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { useMessages } from '../../../locales/useLocale';
import { allowedMedia } from '../../../utils/untrusted';
import styles from './StylePicker.module.css';

export interface PickerOption {
  value: string;
  label: string;
  thumb?: string;
}

interface Common {
  legend: string;
  options: readonly PickerOption[];
  disabled?: boolean;
  /** Small cards without images (music, voices, counts). */
  compact?: boolean;
}

interface One extends Common {
  multiple?: false;
  value: string;
  onChange: (value: string) => void;
}

interface Several extends Common {
  multiple: true;
  values: readonly string[];
  max: number;
  onToggle: (value: string) => void;
}

export type StylePickerProps = One | Several;

export function StylePicker(props: StylePickerProps) {
  const { legend, options, disabled, compact } = props;
  const create = useMessages('create', zhCreate);
  const name = useId();
  const isChecked = (value: string) => (props.multiple ? props.values.includes(value) : value === props.value);
  const full = props.multiple && props.values.length >= props.max;
  return (
    <fieldset className={styles.set} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={compact ? styles.chips : styles.grid}>
        {options.map((option) => {
          const checked = isChecked(option.value);
          return (
            <label key={option.value} className={`${styles.option} ${checked ? styles.checked : ''}`}>
              <input
                className={styles.radio}
                type={props.multiple ? 'checkbox' : 'radio'}
                name={name}
                value={option.value}
                checked={checked}
                disabled={full && !checked}
                onChange={() => (props.multiple ? props.onToggle(option.value) : props.onChange(option.value))}
              />
              {compact ? null : allowedMedia(option.thumb) ? (
                <img
                  className={styles.thumb}
                  src={allowedMedia(option.thumb)}
                  alt={create.style.exampleAlt(option.label)}
                  loading="lazy"
                />
              ) : (
                <span className={styles.noThumb} aria-hidden="true">
                  {option.label.slice(0, 1)}
                </span>
              )}
              <span className={styles.name}>{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
