// /gif: the talking-photo GIF maker — the tool workspace for 'gif'.
import { useState } from 'react';
import { peekDraft } from '../../features/generate/workspace/draft';
import { ToolWorkspace } from '../../features/generate/workspace/ToolWorkspace';
import { create as zhCreate } from '../../locales/zh-CN/create';
import { useMessages } from '../../locales/useLocale';
import { CreatePage } from './CreatePage';
import { useDocumentTitle } from '../../components/useDocumentTitle';

export default function GifPage() {
  const create = useMessages('create', zhCreate);
  const t = create.gif;
  useDocumentTitle(create.gif.title);
  // Back from the login with a GIF draft: start on its expression.
  const [style, setStyle] = useState(() => {
    const draft = peekDraft();
    return draft?.tool === 'gif' ? draft.style : '';
  });
  return (
    <CreatePage title={t.title} intro={t.intro}>
      <ToolWorkspace tool="gif" style={style} onStyleChange={setStyle} />
    </CreatePage>
  );
}
