import { useMemo } from 'react';
import { selectLoading } from '../../app';
import { examples as examplesModel } from '../../models/examples';
import { selectExampleMap, selectTemplates, useAppSelector } from '../../store';
import { styleName, styleOptions } from '../../features/generate/styleOptions';
import { home as zhHome } from '../../locales/zh-CN/home';
import { useMessages } from '../../locales/useLocale';
import { TOOLS, TOOL_IDS } from '../../rules/catalog';
import type { ToolId } from '../../services/types';
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
  const cards = useMemo(
    () =>
      TOOL_IDS.map((tool) => {
        const showcase = showcaseStyle(tool, examples);
        return {
          tool,
          showcase,
          showcaseName: styleName(tool, showcase),
          options: styleOptions(tool, templates, examples),
          cost: TOOLS[tool].cost,
        };
      }),
    [examples, templates],
  );
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
      <div className={styles.grid}>
        {cards.map((card, index) => (
          <ToolCard
            key={card.tool}
            {...card}
            examples={examples}
            loading={empty && loading}
            priority={index < 2}
            onOpen={onOpen}
          />
        ))}
      </div>
    </section>
  );
}
