// The workspace's style: the picker (one style, or in multi mode several of one photo), the
// note while the templates load, and a voice tool's sample beside the picker (its style is
// heard, not seen).
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { useMessages } from '../../../locales/useLocale';
import type { Catalogue } from '../../../locales/types';
import { exampleLabels, toolOf, type ToolDescriptor, type ToolId } from '../../../rules/catalog';
import { MAX_RUN_STYLES } from '../../../rules/runs';
import { allowedMedia } from '../../../utils/untrusted';
import { StylePicker } from './StylePicker';
import type { StyleChoice } from './useStyleChoice';
import styles from './ToolWorkspace.module.css';

function styleLegend(def: ToolDescriptor, t: Catalogue['create']): string {
  return def.legend === 'style' ? t.style.label : t.style[def.legend];
}

export function StyleSection(props: {
  tool: ToolId;
  choice: StyleChoice;
  onStyleChange: (style: string) => void;
  examples: Record<string, string>;
}) {
  const { tool, choice, onStyleChange, examples } = props;
  const t = useMessages('create', zhCreate);
  const def = toolOf(tool);
  const { options, selected, styleValue, multi } = choice;
  const voiceSample =
    def.output === 'audio' && styleValue ? allowedMedia(examples[exampleLabels(tool, styleValue)[0]]) : undefined;
  return (
    <>
      {options.length === 0 && choice.templatesLoading ? <p className={styles.muted}>{t.style.loading}</p> : null}
      {def.multiStyle && options.length > 1 ? (
        <label className={styles.toggle}>
          <input type="checkbox" checked={multi} onChange={(e) => choice.setMulti(e.target.checked)} />
          <span>{t.runs.multiStyle}</span>
          <span className={styles.muted}>{t.runs.multiStyleHint(MAX_RUN_STYLES)}</span>
        </label>
      ) : null}
      {multi ? (
        <StylePicker
          legend={styleLegend(def, t)}
          options={options}
          multiple
          values={choice.chosenStyles}
          max={MAX_RUN_STYLES}
          onToggle={choice.toggleStyle}
          compact={def.legend === 'voice'}
        />
      ) : (
        <StylePicker
          legend={styleLegend(def, t)}
          options={options}
          value={styleValue}
          onChange={onStyleChange}
          compact={def.legend === 'voice'}
        />
      )}
      {voiceSample ? (
        <audio
          className={styles.sample}
          src={voiceSample}
          controls
          preload="none"
          aria-label={t.style.sample(selected?.label ?? '')}
        />
      ) : null}
    </>
  );
}
