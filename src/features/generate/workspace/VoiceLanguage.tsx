// A voice chosen for a text of another language (src/rules/speech.ts): said before Start, which
// waits (the run would be refused, or a voice would spell the letters), with a one-press switch
// to the tool's voice of the text's language.
import { Button } from '../../../components/button/Button';
import { input as zhInput } from '../../../locales/zh-CN/input';
import { useMessages } from '../../../locales/useLocale';
import type { InputProblem } from '../../../rules/input';
import type { StyleOption } from './styleOptions';
import styles from './ToolWorkspace.module.css';

export function VoiceLanguage(props: {
  problem: Extract<InputProblem, { kind: 'textLanguage' }>;
  /** The voice of the text's language to switch to, if the tool has one. */
  voice: StyleOption | undefined;
  onSwitch: (style: string) => void;
}) {
  const { problem, voice, onSwitch } = props;
  const t = useMessages('input', zhInput);
  return (
    <div className={styles.shortage} role="alert">
      <p>{t.describeProblem(problem)}</p>
      {voice ? (
        <Button variant="secondary" className={styles.switchVoice} onClick={() => onSwitch(voice.value)}>
          {t.switchVoice(problem.text, voice.label)}
        </Button>
      ) : null}
    </div>
  );
}
