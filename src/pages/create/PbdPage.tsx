// /pbd: photo to video, in two modes: 3D camera motion with music, or photo animation.
import { useState } from 'react';
import { peekDraft } from '../../features/generate/workspace/draft';
import { ToolWorkspace } from '../../features/generate/workspace/ToolWorkspace';
import { create as zhCreate } from '../../locales/zh-CN/create';
import { useMessages } from '../../locales/useLocale';
import styles from './CreatePage.module.css';
import { CreatePage } from './CreatePage';
import { useDocumentTitle } from '../../components/useDocumentTitle';

type Mode = 'video3d' | 'animation';

export default function PbdPage() {
  const create = useMessages('create', zhCreate);
  const t = create.pbd;
  useDocumentTitle(create.pbd.title);
  // Back from the login: reopen the mode and style the draft was made in.
  const [initial] = useState(() => {
    const draft = peekDraft();
    return draft && (draft.tool === 'video3d' || draft.tool === 'animation') ? draft : null;
  });
  const [mode, setMode] = useState<Mode>((initial?.tool as Mode | undefined) ?? 'video3d');
  const [styleByMode, setStyleByMode] = useState<Record<Mode, string>>({
    video3d: initial?.tool === 'video3d' ? initial.style : '',
    animation: initial?.tool === 'animation' ? initial.style : '',
  });
  const modes: { value: Mode; label: string }[] = [
    { value: 'video3d', label: t.mode3d },
    { value: 'animation', label: t.modeAnimation },
  ];
  return (
    <CreatePage title={t.title} intro={t.intro}>
      <fieldset className={styles.modes}>
        <legend>{t.modes}</legend>
        {modes.map((m) => (
          <label key={m.value} className={styles.mode}>
            <input type="radio" name="pbd-mode" value={m.value} checked={mode === m.value} onChange={() => setMode(m.value)} />
            {m.label}
          </label>
        ))}
      </fieldset>
      {/* One workspace for both modes (no key): the photo stays when the mode changes. */}
      <ToolWorkspace
        tool={mode}
        style={styleByMode[mode]}
        onStyleChange={(style) => setStyleByMode((prev) => ({ ...prev, [mode]: style }))}
      />
    </CreatePage>
  );
}
