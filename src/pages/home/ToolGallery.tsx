import { memo, useDeferredValue, useMemo } from 'react';
import { selectLoading } from '../../app';
import { examples as examplesModel } from '../../models/examples';
import { selectExampleMap, selectTemplates, useAppSelector } from '../../store';
import { styleName, styleOptions } from '../../features/generate/workspace/styleOptions';
import { home as zhHome } from '../../locales/zh-CN/home';
import { useLocale, useMessages } from '../../locales/useLocale';
import { TOOLS, TOOL_IDS } from '../../rules/catalog';
import type { TemplatesState } from '../../models/templates';
import type { ToolId } from '../../rules/catalog';
import { showcaseStyle } from './showcase';
import { ToolCard } from './ToolCard';
import styles from './ToolGallery.module.css';

export function ToolGallery({ id, onOpen }: { id: string; onOpen: (tool: ToolId, style: string) => void }) {
  const t = useMessages('home', zhHome).gallery;
  const examples = useAppSelector(selectExampleMap);
  const templates = useAppSelector(selectTemplates);
  const loading = useAppSelector(selectLoading(examplesModel.actions.fetch));
  const empty = Object.keys(examples).length === 0;
  const failed = useAppSelector((s) => s.examples.failed === true);
  const locale = useLocale();
  // The cards draw from a deferred copy: when the examples arrive (a store update, which
  // React renders at once), the eight cards are redrawn in a background render that yields
  // to input, not in one long task (Lighthouse's TBT). The locale is in it so names follow a switch.
  const current = useMemo(
    () => ({ examples, templates, loading: empty && loading, locale }),
    [examples, templates, empty, loading, locale],
  );
  const cards = useDeferredValue(current);
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <div id={id} tabIndex={-1} className={styles.anchor} />
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t.title}
        </h2>
        <p className={styles.subtitle}>{t.subtitle}</p>
        {/* Only once a fetch has ended without examples: no note flashing before it starts (layout shift). */}
        {empty && !loading && failed ? (
          <p className={styles.note} role="note">
            {t.noExamples}
          </p>
        ) : null}
      </div>
      <CardGrid {...cards} onOpen={onOpen} />
    </section>
  );
}

interface CardGridProps {
  examples: Record<string, string>;
  templates: TemplatesState;
  loading: boolean;
  locale: string;
  onOpen: (tool: ToolId, style: string) => void;
}

const CardGrid = memo(function CardGrid({ examples, templates, loading, onOpen }: CardGridProps) {
  return (
    <div className={styles.grid}>
      {TOOL_IDS.map((tool, index) => {
        const showcase = showcaseStyle(tool, examples);
        return (
          <ToolCard
            key={tool}
            tool={tool}
            showcase={showcase}
            showcaseName={styleName(tool, showcase)}
            options={styleOptions(tool, templates, examples)}
            cost={TOOLS[tool].cost}
            examples={examples}
            loading={loading}
            priority={index < 2}
            onOpen={onOpen}
          />
        );
      })}
    </div>
  );
});
