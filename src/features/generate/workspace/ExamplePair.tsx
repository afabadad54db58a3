// The chosen style's example (before and after) while nothing has been generated yet.
import { MediaView } from '../../../components/media/MediaView';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { useMessages } from '../../../locales/useLocale';
import { exampleKind } from './styleOptions';
import styles from './ToolWorkspace.module.css';

export function ExamplePair(props: { before?: string; after?: string; examples: Record<string, string>; name: string }) {
  const t = useMessages('create', zhCreate);
  const labels = [props.before, props.after].filter((l): l is string => Boolean(l && props.examples[l]));
  if (labels.length === 0) return <p className={styles.placeholder}>{t.workspace.idle}</p>;
  return (
    <figure className={styles.example}>
      <div className={styles.exampleMedia}>
        {labels.map((label) => {
          const url = props.examples[label];
          // "皮克斯 · 原图" / "皮克斯 · 效果": the style's name and which side, never a key.
          const side = label.endsWith('/after') ? t.workspace.after : t.workspace.before;
          return <MediaView key={label} kind={exampleKind(label, url)} src={url} alt={`${props.name} · ${side}`} />;
        })}
      </div>
      <figcaption className={styles.muted}>{t.workspace.exampleCaption(props.name)}</figcaption>
    </figure>
  );
}
