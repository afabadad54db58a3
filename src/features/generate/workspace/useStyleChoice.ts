// The workspace's style choice: the options of the tool (the catalogue's, or the server's
// templates, loaded here when the page's route did not), the chosen one, and in multi mode
// the styles ticked besides it, which together make the next run's styles.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { selectLoading } from '../../../app';
import { useLocale } from '../../../locales/useLocale';
import { templates as templatesModel } from '../../../models/templates';
import type { ToolId } from '../../../rules/catalog';
import { MAX_RUN_STYLES } from '../../../rules/runs';
import { selectTemplates, useAppDispatch, useAppSelector } from '../../../store';
import { catalogStyleOf, needsTemplates, styleOptions, type StyleOption } from './styleOptions';

export interface StyleChoice {
  options: StyleOption[];
  /** The option chosen (the first when the page's style is '' or unknown); none while none is known. */
  selected: StyleOption | undefined;
  /** `selected`'s value, '' when none. */
  styleValue: string;
  templatesLoading: boolean;
  /** Several styles of one photo in one run. */
  multi: boolean;
  setMulti: (on: boolean) => void;
  /** The styles of the next run: the chosen one first, then the others ticked (known ones only). */
  chosenStyles: string[];
  /** In multi mode: ticks a style on or off; the first ticked is the page's style. */
  toggleStyle: (value: string) => void;
}

export function useStyleChoice(
  tool: ToolId,
  style: string,
  onStyleChange: (style: string) => void,
  examples: Record<string, string>,
  restoredStyles: readonly string[] | undefined,
): StyleChoice {
  const dispatch = useAppDispatch();
  const templates = useAppSelector(selectTemplates);
  const templatesLoading = useAppSelector(selectLoading(templatesModel.actions.fetch));

  // Templates load on /user paths only (the route rules); the pickers here need them too.
  const askedTemplates = useRef(false);
  const templatesEmpty = templates.AvatarTpls.length + templates.GifTpls.length + templates.AnimationTpls.length === 0;
  useEffect(() => {
    if (needsTemplates(tool) && templatesEmpty && !templatesLoading && !askedTemplates.current) {
      askedTemplates.current = true;
      void dispatch(templatesModel.actions.fetch());
    }
  }, [dispatch, tool, templatesEmpty, templatesLoading]);

  // The names follow the language in use: the locale is part of the memo's value (the names
  // are read from the catalogue in use, which the hook rules cannot see), so a switch recomputes them.
  const locale = useLocale();
  const options = useMemo(
    () => ({ locale, list: styleOptions(tool, templates, examples) }),
    [tool, templates, examples, locale],
  ).list;
  const selected =
    options.find((o) => o.value === style) ??
    options.find((o) => catalogStyleOf(tool, o.value) === catalogStyleOf(tool, style)) ??
    options[0];
  const styleValue = selected?.value ?? '';

  const [multi, setMulti] = useState((restoredStyles?.length ?? 0) > 1);
  const [extraStyles, setExtraStyles] = useState<string[]>(restoredStyles?.slice(1) ?? []);

  const chosenStyles = useMemo(
    () =>
      multi
        ? [styleValue, ...extraStyles.filter((s) => s !== styleValue && options.some((o) => o.value === s))].slice(
            0,
            MAX_RUN_STYLES,
          )
        : [styleValue],
    [multi, styleValue, extraStyles, options],
  );

  const toggleStyle = useCallback(
    (value: string) => {
      if (value === styleValue) {
        const [next, ...rest] = extraStyles.filter((s) => s !== value);
        if (next === undefined) return; // one style always stays chosen
        setExtraStyles(rest);
        onStyleChange(next);
        return;
      }
      setExtraStyles((list) => (list.includes(value) ? list.filter((s) => s !== value) : [...list, value]));
    },
    [styleValue, extraStyles, onStyleChange],
  );

  return { options, selected, styleValue, templatesLoading, multi, setMulti, chosenStyles, toggleStyle };
}
