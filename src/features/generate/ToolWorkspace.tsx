// The tool workspace: input (photo or text), style (or several), how many results, the total
// cost, Start, then this tool's runs — each with its progress, Stop, results and failures.
// Several runs may go at once (any tools); Start says before, not after, when the limit is
// reached. Used by the home page's workspace panel and by /gif and /pbd.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/button/Button';
import { Spinner } from '../../components/feedback/Spinner';
import { MediaView } from '../../components/media/MediaView';
import { selectLoading } from '../../app';
import { selectExampleMap, selectTemplates, useAppDispatch, useAppSelector } from '../../store';
import { create as zhCreate } from '../../locales/zh-CN/create';
import { useLocale, useMessages } from '../../locales/useLocale';
import type { Catalogue } from '../../locales/types';
import { templates as templatesModel } from '../../models/templates';
import { bgmLabel, exampleLabels, isBgmOf, toolOf, type ToolDescriptor } from '../../rules/catalog';
import { checkText, hasVisibleText, textLimit } from '../../rules/input';
import { MAX_PARALLEL_RUNS, MAX_RUN_STYLES, runCost, runItems } from '../../rules/runs';
import type { ToolId } from '../../rules/catalog';
import { clearDraft, peekDraft, saveDraft, type Draft } from './draft';
import { shrinkPhoto } from './shrinkPhoto';
import { keepBeforeLogin } from '../auth';
import { PhotoInput, type Photo } from './PhotoInput';
import { allowedMedia } from '../../utils/untrusted';
import { NotifyToggle } from './NotifyToggle';
import { RunView } from './RunView';
import { SignInEnded } from './SignInEnded';
import { watchTool } from './runNotices';
import { StylePicker } from './StylePicker';
import { catalogStyleOf, exampleKind, needsTemplates, styleOptions } from './styleOptions';
import { TextInput } from './TextInput';
import { useGenerate, type GenerateApi } from './useGenerate';
import { useRunPhoto } from './useRunPhoto';
import type { TaskRun } from '../../models/tasks';
import styles from './ToolWorkspace.module.css';

export interface ToolWorkspaceProps {
  tool: ToolId;
  /** The chosen style; '' or an unknown value means the first one. */
  style: string;
  onStyleChange: (style: string) => void;
  /** Shown above the input, e.g. a mode switch. */
  header?: ReactNode;
  /** Told whether the user has given input (a photo or text) that closing would lose. */
  onInputChange?: (hasInput: boolean) => void;
}

function styleLegend(def: ToolDescriptor, t: Catalogue['create']): string {
  return def.legend === 'style' ? t.style.label : t.style[def.legend];
}

export function ToolWorkspace({ tool, style, onStyleChange, header, onInputChange }: ToolWorkspaceProps) {
  const t = useMessages('create', zhCreate);
  const dispatch = useAppDispatch();
  const templates = useAppSelector(selectTemplates);
  const examples = useAppSelector(selectExampleMap);
  const templatesLoading = useAppSelector(selectLoading(templatesModel.actions.fetch));
  const def = toolOf(tool);
  const tracks = def.bgm?.tracks ?? [];

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

  // Back from the login (or the shop): the same input again. Opened again while this tool's
  // run goes: the input and style of that run. Read once, when the workspace opens.
  const adoptedRun = useAppSelector((s) =>
    s.tasks.runs.find((run) => run.tool === tool && (run.status === 'starting' || run.status === 'running')),
  );
  const [restored] = useState(() => restoredInput(tool, adoptedRun ?? null));
  const [photo, setPhoto] = useState<Photo | null>(restored?.photo ?? null);
  // While a new photo is read, Start would send the old one.
  const [photoReading, setPhotoReading] = useState(false);
  useRunPhoto(adoptedRun, def.input.kind === 'photo' && photo === null && !photoReading, (back) =>
    setPhoto((current) => current ?? back),
  );
  const [text, setText] = useState(restored?.text ?? '');
  const [bgm, setBgm] = useState<string>(restored?.bgm ?? tracks[0] ?? '');
  const [count, setCount] = useState(Math.min(restored?.count ?? 1, def.maxResults));
  const [multi, setMulti] = useState((restored?.styles?.length ?? 0) > 1);
  const [extraStyles, setExtraStyles] = useState<string[]>(restored?.styles?.slice(1) ?? []);

  // The styles of the next run: the chosen one first, then the others ticked (known ones only).
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
  const priceOf = (value: string) => options.find((o) => o.value === value)?.cost ?? def.cost;
  const cost = runCost({ styles: chosenStyles, count }, priceOf);
  const items = runItems({ styles: chosenStyles, count }).length;

  const gen = useGenerate(tool, cost);
  // On screen: a run of this tool finishing is seen here, not announced elsewhere.
  useEffect(() => watchTool(tool), [tool]);

  // The draft is used up once read; its style goes to the page that owns the style.
  useEffect(() => {
    if (!restored) return;
    if (restored.fromDraft) clearDraft();
    if (restored.style && restored.style !== style) onStyleChange(restored.style);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the workspace opens: a later style change is the user's
  }, [restored]);

  const hasInput = def.input.kind === 'photo' ? photo !== null : text !== '';
  useEffect(() => onInputChange?.(hasInput), [hasInput, onInputChange]);

  const maxWidth = textLimit(tool) ?? 0;
  const over = def.input.kind === 'text' && checkText(tool, text)?.kind === 'textTooLong';
  const missing = def.input.kind === 'photo' ? (photo ? null : t.needPhoto) : hasVisibleText(text) ? null : t.text.empty;

  /** The run the workspace would start now, and its draft (the input kept for a way back). */
  const current = useCallback(() => {
    const { input, bgm: music } = toolOf(tool);
    const draft: Draft = { tool, style: chosenStyles[0] };
    const request: Parameters<typeof gen.start>[0] = { tool, style: chosenStyles[0] };
    // One style, one result: the request a server without runs knows.
    if (chosenStyles.length > 1) request.styles = draft.styles = chosenStyles;
    if (count > 1) request.count = draft.count = count;
    if (input.kind === 'photo' && photo) {
      request.image = photo.dataUrl;
      request.photoName = photo.name;
      draft.photo = photo.dataUrl;
      draft.photoName = photo.name;
    } else {
      request.text = text;
      draft.text = text;
    }
    if (music) {
      request.bgm = bgm;
      draft.bgm = bgm;
    }
    return { request, draft };
  }, [tool, chosenStyles, count, photo, text, bgm, gen]);

  const onStart = useCallback(() => {
    const { request, draft } = current();
    void gen.start(request, draft);
  }, [current, gen]);

  // Leaving to sign in from anywhere (the header, an expired session's notice) keeps the input.
  useEffect(
    () =>
      keepBeforeLogin(async () => {
        if (hasInput) await saveDraft(current().draft, shrinkPhoto);
      }),
    [current, hasInput],
  );

  // In multi mode the picker ticks styles on and off; the first ticked is the page's style.
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

  // On a phone the output sits below the inputs: bring a new run into view.
  const output = useRef<HTMLDivElement>(null);
  const newest = gen.runs[0]?.id;
  useEffect(() => {
    if (newest) output.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [newest]);
  // …and once it has ended, on a phone, its result (or its failure and 重试) at the top of the
  // view with its actions under the thumb. Its media sets its height as it loads: the view
  // follows that for a moment, unless the person scrolls or touches first.
  const newestDone = gen.runs[0]?.status === 'done';
  const newestEnded = newestDone || gen.runs[0]?.status === 'failed';
  useEffect(() => {
    const el = output.current;
    if (!newestEnded || !el || window.matchMedia?.('(max-width: 599px)').matches !== true) return;
    const toTop = () => el.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    const frame = requestAnimationFrame(toTop);
    const growing = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(toTop);
    growing?.observe(el);
    const stop = () => growing?.disconnect();
    const timer = setTimeout(stop, 2000);
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    for (const type of events) window.addEventListener(type, stop, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      stop();
      for (const type of events) window.removeEventListener(type, stop);
    };
  }, [newestEnded]);

  const limitId = useId();
  const bgmSample = allowedMedia(examples[bgmLabel(tool, bgm) ?? '']);
  // A voice tool's style is heard, not seen: its sample plays beside the picker.
  const voiceSample =
    def.output === 'audio' && styleValue ? allowedMedia(examples[exampleLabels(tool, styleValue)[0]]) : undefined;
  const textPurpose = def.input.kind === 'text' ? def.input.purpose : 'prompt';
  const [exBefore, exAfter] = selected ? exampleLabels(tool, catalogStyleOf(tool, selected.value)) : [];
  const countOptions = Array.from({ length: def.maxResults }, (_, i) => ({
    value: String(i + 1),
    label: t.runs.countOption(i + 1),
  }));

  return (
    <div className={styles.workspace}>
      <SignInEnded onSignIn={() => void gen.signIn(current().draft)} busy={gen.leaving} />
      <div className={styles.inputs}>
        {header}
        {def.input.kind === 'photo' ? (
          <PhotoInput photo={photo} onChange={setPhoto} onReadingChange={setPhotoReading} />
        ) : (
          <TextInput
            value={text}
            onChange={setText}
            max={maxWidth}
            label={t.text.label[textPurpose]}
            placeholder={t.text.placeholder[textPurpose]}
          />
        )}
        {options.length === 0 && templatesLoading ? <p className={styles.muted}>{t.style.loading}</p> : null}
        {def.multiStyle && options.length > 1 ? (
          <label className={styles.toggle}>
            <input type="checkbox" checked={multi} onChange={(e) => setMulti(e.target.checked)} />
            <span>{t.runs.multiStyle}</span>
            <span className={styles.muted}>{t.runs.multiStyleHint(MAX_RUN_STYLES)}</span>
          </label>
        ) : null}
        {multi ? (
          <StylePicker
            legend={styleLegend(def, t)}
            options={options}
            multiple
            values={chosenStyles}
            max={MAX_RUN_STYLES}
            onToggle={toggleStyle}
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
        {tracks.length > 0 ? (
          <>
            <StylePicker
              legend={t.style.bgm}
              options={tracks.map((value) => ({ value, label: bgmName(t, tool, value) }))}
              value={bgm}
              onChange={setBgm}
              compact
            />
            {bgmSample ? (
              <audio
                className={styles.sample}
                src={bgmSample}
                controls
                preload="none"
                aria-label={t.style.sample(bgmName(t, tool, bgm))}
              />
            ) : null}
          </>
        ) : null}
        {def.maxResults > 1 ? (
          <StylePicker
            legend={t.runs.count}
            options={countOptions}
            value={String(count)}
            onChange={(v) => setCount(Number(v))}
            compact
          />
        ) : null}
        <div className={styles.startRow}>
          <CostLine cost={cost} items={items} balance={gen.balance} state={gen.balanceState} />
          <Button
            size="lg"
            block
            onClick={onStart}
            busy={gen.leaving || gen.answering}
            disabled={over || missing !== null || gen.atLimit || photoReading}
            aria-describedby={gen.atLimit ? limitId : undefined}
          >
            {gen.short ? t.startShort : t.start}
          </Button>
          {gen.atLimit ? (
            <p id={limitId} className={styles.muted} role="status">
              {t.runs.atLimit(MAX_PARALLEL_RUNS)}
            </p>
          ) : missing && !over ? (
            <p className={styles.muted}>{missing}</p>
          ) : gen.going > 0 ? (
            <p className={styles.muted}>{t.runs.going(gen.going, MAX_PARALLEL_RUNS)}</p>
          ) : null}
          <NotifyToggle />
        </div>
        {gen.shortage ? (
          <div className={styles.shortage} role="alert">
            <p>
              {t.notEnough(gen.shortage.cost, gen.shortage.balance)}
              <Link to="/user?tab=shop">{t.toShop}</Link>
            </p>
            {gen.shortage.photoLost ? <p>{t.shortagePhotoLost}</p> : null}
          </div>
        ) : null}
      </div>
      <div ref={output} className={`${styles.output} ${newestDone ? styles.outputDone : ''}`} aria-live="polite">
        <h2 className={styles.outputTitle}>{t.workspace.output}</h2>
        {gen.runs.map((run) => (
          <RunView
            key={run.id}
            run={run}
            // Side by side, each run says what it is; a lone run of one result needs no title.
            named={gen.runs.length > 1}
            // No retry while the input is incomplete (e.g. the photo was removed): it would send a
            // request without it. The hint by Start says what is missing.
            onRetry={missing || over || gen.atLimit ? undefined : onStart}
            retryCost={cost}
            onCancel={(id) => void gen.cancel(id)}
            onDismiss={gen.dismiss}
          />
        ))}
        {gen.runs.length === 0 ? (
          <ExamplePair tool={tool} before={exBefore} after={exAfter} examples={examples} name={selected?.label ?? ''} />
        ) : null}
      </div>
    </div>
  );
}

/** A music track's name; a track the names do not have keeps its key. */
function bgmName(t: Catalogue['create'], tool: ToolId, track: string): string {
  return isBgmOf(tool, track) ? t.bgm[track] : track;
}

interface RestoredInput {
  photo?: Photo;
  text?: string;
  bgm?: string;
  style?: string;
  styles?: string[];
  count?: number;
  /** Read from the saved draft (to be cleared), rather than from a running task. */
  fromDraft: boolean;
}

/** The input a workspace opens with: the running task's, else the draft saved for this tool. */
function restoredInput(tool: ToolId, run: TaskRun | null): RestoredInput | null {
  if (run) {
    const { image, photoName, text, bgm } = run.input;
    return {
      photo: image ? { dataUrl: image, name: photoName ?? '' } : undefined,
      text,
      bgm,
      style: run.styles[0],
      styles: run.styles,
      count: run.count,
      fromDraft: false,
    };
  }
  const draft = peekDraft();
  if (!draft || draft.tool !== tool) return null;
  return {
    photo: draft.photo ? { dataUrl: draft.photo, name: draft.photoName ?? '' } : undefined,
    text: draft.text,
    bgm: draft.bgm,
    style: draft.style,
    styles: draft.styles,
    count: draft.count,
    fromDraft: true,
  };
}

/** Cost, and the balance once known: a small spinner while it loads, a note if it could not. */
/** The run's price once, with the balance; a run of several results says how many first. */
function CostLine({
  cost,
  items,
  balance,
  state,
}: {
  cost: number;
  items: number;
  balance: number | null;
  state: GenerateApi['balanceState'];
}) {
  const t = useMessages('create', zhCreate);
  const count = items > 1 ? `${t.runs.total(items)} · ` : '';
  if (state === 'known' && balance !== null) return <p className={styles.cost}>{count + t.cost(cost, balance)}</p>;
  if (state === 'loading') {
    return (
      <p className={styles.cost} aria-busy="true">
        <Spinner size="sm" /> {count + t.costLoading(cost)}
      </p>
    );
  }
  if (state === 'failed') return <p className={styles.cost}>{count + t.costUnknown(cost)}</p>;
  return <p className={styles.cost}>{count + t.costSignedOut(cost)}</p>;
}

/** The chosen style's example while nothing has been generated yet. */
function ExamplePair(props: { tool: ToolId; before?: string; after?: string; examples: Record<string, string>; name: string }) {
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
