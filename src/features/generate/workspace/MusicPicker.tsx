// A tool with background music: the track picker and the chosen track's sample.
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { useMessages } from '../../../locales/useLocale';
import type { Catalogue } from '../../../locales/types';
import { bgmLabel, isBgmOf, type ToolId } from '../../../rules/catalog';
import { allowedMedia } from '../../../utils/untrusted';
import { StylePicker } from './StylePicker';
import styles from './ToolWorkspace.module.css';

/** A music track's name; a track the names do not have keeps its key. */
function bgmName(t: Catalogue['create'], tool: ToolId, track: string): string {
  return isBgmOf(tool, track) ? t.bgm[track] : track;
}

export function MusicPicker(props: {
  tool: ToolId;
  tracks: readonly string[];
  value: string;
  onChange: (track: string) => void;
  examples: Record<string, string>;
}) {
  const { tool, tracks, value, onChange, examples } = props;
  const t = useMessages('create', zhCreate);
  const sample = allowedMedia(examples[bgmLabel(tool, value) ?? '']);
  return (
    <>
      <StylePicker
        legend={t.style.bgm}
        options={tracks.map((track) => ({ value: track, label: bgmName(t, tool, track) }))}
        value={value}
        onChange={onChange}
        compact
      />
      {sample ? (
        <audio
          className={styles.sample}
          src={sample}
          controls
          preload="none"
          aria-label={t.style.sample(bgmName(t, tool, value))}
        />
      ) : null}
    </>
  );
}
