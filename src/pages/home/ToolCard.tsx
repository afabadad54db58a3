// One tool in the gallery: its examples (before → after, GIF, video with its photo as
// poster, or a voice sample), a few styles to start from, and the way in.
import { Button } from '../../components/button/Button';
import { Skeleton } from '../../components/feedback/Skeleton';
import { MediaView } from '../../components/media/MediaView';
import { exampleKind, type StyleOption } from '../../features/generate/workspace/styleOptions';
import { catalog as zhCatalog } from '../../locales/zh-CN/catalog';
import { home as zhHome } from '../../locales/zh-CN/home';
import { useMessages } from '../../locales/useLocale';
import { toolName } from '../../locales/names';
import type { ToolId } from '../../rules/catalog';
import { allowedMedia } from '../../utils/untrusted';
import { showcaseMedia } from './showcase';
import styles from './ToolCard.module.css';

export interface ToolCardProps {
  tool: ToolId;
  showcase: string;
  showcaseName: string;
  cost: number;
  options: readonly StyleOption[];
  examples: Record<string, string>;
  loading: boolean;
  /** Above the fold: its pictures load at once, first (the page's largest paint). */
  priority?: boolean;
  onOpen: (tool: ToolId, style: string) => void;
}

const MAX_CHIPS = 6;

function Examples({
  tool,
  showcase,
  name,
  examples,
  loading,
  priority = false,
}: {
  tool: ToolId;
  showcase: string;
  name: string;
  examples: Record<string, string>;
  loading: boolean;
  priority?: boolean;
}) {
  const t = useMessages('home', zhHome);
  const media = showcaseMedia(tool, showcase, examples);
  if (media.length === 0) {
    if (loading) {
      return (
        <div className={styles.media} role="img" aria-busy="true" aria-label={t.gallery.loadingExamples}>
          <Skeleton height="100%" radius="var(--radius-md)" className={styles.skeleton} />
        </div>
      );
    }
    return (
      <div className={`${styles.media} ${styles.noMedia}`}>
        <span className={styles.initial} aria-hidden="true">
          {toolName(tool).slice(0, 1)}
        </span>
      </div>
    );
  }
  const after = media.find((m) => m.role === 'after');
  const before = media.find((m) => m.role === 'before' || m.role === 'tpl');
  const afterKind = after ? exampleKind(after.label, after.url) : null;

  // A video shows its photo as the poster; a voice sample is a player.
  if (after && (afterKind === 'video' || afterKind === 'audio')) {
    return (
      <div className={`${styles.media} ${afterKind === 'audio' ? styles.audioMedia : ''}`}>
        {afterKind === 'audio' ? (
          <>
            <span className={styles.wave} aria-hidden="true">
              ♪
            </span>
            <MediaView kind="audio" src={after.url} alt={t.examples.voice(name)} />
          </>
        ) : (
          <MediaView
            kind="video"
            src={after.url}
            poster={before?.url}
            alt={t.examples.video(name)}
            className={styles.fill}
            preview
          />
        )}
      </div>
    );
  }
  return (
    <div className={`${styles.media} ${before && after ? styles.pair : ''}`}>
      {before ? (
        <img
          className={styles.fill}
          src={allowedMedia(before.url)}
          alt={before.role === 'tpl' ? t.examples.tpl(name) : t.examples.before(name)}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      ) : null}
      {before && after ? (
        <span className={styles.arrow} aria-hidden="true">
          →
        </span>
      ) : null}
      {after ? (
        <img
          className={styles.fill}
          src={allowedMedia(after.url)}
          alt={t.examples.after(name)}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      ) : null}
    </div>
  );
}

export function ToolCard({ tool, showcase, showcaseName, cost, options, examples, loading, priority, onOpen }: ToolCardProps) {
  const t = useMessages('home', zhHome);
  const names = useMessages('catalog', zhCatalog);
  const name = toolName(tool);
  const headingId = `tool-${tool}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <Examples tool={tool} showcase={showcase} name={showcaseName} examples={examples} loading={loading} priority={priority} />
      <div className={styles.body}>
        <div className={styles.head}>
          <h3 id={headingId} className={styles.title}>
            {name}
          </h3>
          <span className={styles.cost}>{t.gallery.cost(cost)}</span>
        </div>
        <p className={styles.desc}>{names.descriptions[tool]}</p>
        <ul className={styles.chips}>
          {options.slice(0, MAX_CHIPS).map((option) => (
            <li key={option.value}>
              <button
                type="button"
                className={styles.chip}
                onClick={() => onOpen(tool, option.value)}
                aria-label={t.gallery.useStyle(name, option.label)}
                title={option.label}
              >
                {option.label}
              </button>
            </li>
          ))}
          {options.length > MAX_CHIPS ? <li className={styles.more}>+{options.length - MAX_CHIPS}</li> : null}
        </ul>
        <Button block onClick={() => onOpen(tool, showcase)} aria-label={t.gallery.tryTool(name)}>
          {t.gallery.try}
        </Button>
      </div>
    </article>
  );
}
