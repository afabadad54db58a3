// The tool workspace: input (photo or text), style (or several), how many results, the total
// cost, Start, then this tool's runs — each with its progress, Stop, results and failures.
// Several runs may go at once (any tools); Start says before, not after, when the limit is
// reached. Used by the home page's workspace panel and by /gif and /pbd. This file holds the
// input's state and puts the parts together; each part is a file beside it.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { selectExampleMap, useAppSelector } from '../../../store';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { useMessages } from '../../../locales/useLocale';
import { exampleLabels, toolOf, type ToolId } from '../../../rules/catalog';
import { checkText, hasVisibleText, textLimit } from '../../../rules/input';
import { runCost, runItems } from '../../../rules/runs';
import { voiceFor } from '../../../rules/speech';
import { saveDraft } from './draft';
import { shrinkPhoto } from '../input/shrinkPhoto';
import { keepBeforeLogin } from '../../auth';
import { CountPicker } from './CountPicker';
import { ExamplePair } from './ExamplePair';
import { MusicPicker } from './MusicPicker';
import { PhotoInput, type Photo, type PhotoInputHandle } from '../input/PhotoInput';
import { RunView } from '../run/RunView';
import { SignInEnded } from './SignInEnded';
import { StartSection } from './StartSection';
import { StyleSection } from './StyleSection';
import { watchTool } from '../run/runNotices';
import { catalogStyleOf } from './styleOptions';
import { TextInput } from '../input/TextInput';
import { useGenerate } from './useGenerate';
import { useRestoredInput } from './useRestoredInput';
import { useOpeningRun } from './useOpeningRun';
import { useRunInView } from './useRunInView';
import { useRunPhoto } from './useRunPhoto';
import { useStyleChoice } from './useStyleChoice';
import { VoiceLanguage } from './VoiceLanguage';
import { workspaceRun } from './workspaceRun';
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

export function ToolWorkspace(props: ToolWorkspaceProps) {
  const opening = useOpeningRun(props.tool, props.onInputChange);
  return <WorkspaceBody key={opening.key} {...props} onInputChange={opening.onInputChange} />;
}

function WorkspaceBody({ tool, style, onStyleChange, header, onInputChange }: ToolWorkspaceProps) {
  const t = useMessages('create', zhCreate);
  const examples = useAppSelector(selectExampleMap);
  const def = toolOf(tool);
  const tracks = def.bgm?.tracks ?? [];

  const { restored, fromRun } = useRestoredInput(tool, style, onStyleChange);
  const choice = useStyleChoice(tool, style, onStyleChange, examples, restored?.styles);
  const { selected, chosenStyles } = choice;
  const [photo, setPhoto] = useState<Photo | null>(restored?.photo ?? null);
  // While a new photo is read, Start would send the old one.
  const [photoReading, setPhotoReading] = useState(false);
  useRunPhoto(fromRun, def.input.kind === 'photo' && photo === null && !photoReading, (back) =>
    setPhoto((current) => current ?? back),
  );
  const [text, setText] = useState(restored?.text ?? '');
  const [bgm, setBgm] = useState<string>(restored?.bgm ?? tracks[0] ?? '');
  const [count, setCount] = useState(Math.min(restored?.count ?? 1, def.maxResults));

  const priceOf = (value: string) => choice.options.find((o) => o.value === value)?.cost ?? def.cost;
  const cost = runCost({ styles: chosenStyles, count }, priceOf);
  const items = runItems({ styles: chosenStyles, count }).length;

  const gen = useGenerate(tool, cost);
  // On screen: a run of this tool finishing is seen here, not announced elsewhere.
  useEffect(() => watchTool(tool), [tool]);

  const hasInput = def.input.kind === 'photo' ? photo !== null : text !== '';
  useEffect(() => onInputChange?.(hasInput), [hasInput, onInputChange]);

  const textProblem = def.input.kind === 'text' ? checkText(tool, text, chosenStyles) : null;
  const over = textProblem?.kind === 'textTooLong';
  // A voice given another language's text: said beside Start with the switch, Start waits.
  const wrongLanguage = textProblem?.kind === 'textLanguage' ? textProblem : null;
  const otherVoice = wrongLanguage ? voiceFor(tool, wrongLanguage.text) : undefined;
  const refused = over || wrongLanguage !== null;
  const missing = def.input.kind === 'photo' ? (photo ? null : t.needPhoto) : hasVisibleText(text) ? null : t.text.empty;

  /** The run the workspace would start now, and its draft (the input kept for a way back). */
  const current = useCallback(
    () => workspaceRun({ tool, styles: chosenStyles, count, photo, text, bgm }),
    [tool, chosenStyles, count, photo, text, bgm],
  );

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

  // HD or variations of a result here with too few points go to the shop: the input comes back with the draft.
  const keepForShop = useCallback(
    async () => (hasInput ? saveDraft(current().draft, shrinkPhoto) : undefined),
    [current, hasInput],
  );

  // The input, for a result's 换张照片再做 (the focus there, the result kept) and a photo
  // refusal's 换一张照片 (the picker opened).
  const photoInput = useRef<PhotoInputHandle>(null);
  const textInput = useRef<HTMLTextAreaElement>(null);
  const focusInput = useCallback(() => {
    if (photoInput.current) photoInput.current.focus();
    else textInput.current?.focus();
  }, []);
  const pickPhoto = useCallback(() => photoInput.current?.pick(), []);

  const { output, newestDone } = useRunInView(gen.runs);
  const textPurpose = def.input.kind === 'text' ? def.input.purpose : 'prompt';
  const [exBefore, exAfter] = selected ? exampleLabels(tool, catalogStyleOf(tool, selected.value)) : [];

  return (
    <div className={styles.workspace}>
      <SignInEnded onSignIn={() => void gen.signIn(current().draft)} busy={gen.leaving} />
      <div className={styles.inputs}>
        {header}
        {def.input.kind === 'photo' ? (
          <PhotoInput ref={photoInput} photo={photo} onChange={setPhoto} onReadingChange={setPhotoReading} />
        ) : (
          <TextInput
            ref={textInput}
            value={text}
            onChange={setText}
            max={textLimit(tool) ?? 0}
            label={t.text.label[textPurpose]}
            placeholder={t.text.placeholder[textPurpose]}
          />
        )}
        <StyleSection tool={tool} choice={choice} onStyleChange={onStyleChange} examples={examples} />
        {tracks.length > 0 ? <MusicPicker tool={tool} tracks={tracks} value={bgm} onChange={setBgm} examples={examples} /> : null}
        {def.maxResults > 1 ? <CountPicker max={def.maxResults} value={count} onChange={setCount} /> : null}
        {wrongLanguage ? (
          <VoiceLanguage
            problem={wrongLanguage}
            voice={choice.options.find((o) => o.value === otherVoice)}
            onSwitch={onStyleChange}
          />
        ) : null}
        <StartSection
          gen={gen}
          cost={cost}
          items={items}
          onStart={onStart}
          missing={missing}
          refused={refused}
          photoReading={photoReading}
        />
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
            onRetry={missing || refused || gen.atLimit ? undefined : onStart}
            retryCost={cost}
            onCancel={(id) => void gen.cancel(id)}
            onDismiss={gen.dismiss}
            beforeShop={keepForShop}
            onNewPhoto={def.input.kind === 'photo' ? pickPhoto : undefined}
            onNewInput={focusInput}
          />
        ))}
        {gen.runs.length === 0 ? (
          <ExamplePair before={exBefore} after={exAfter} examples={examples} name={selected?.label ?? ''} />
        ) : null}
      </div>
    </div>
  );
}
