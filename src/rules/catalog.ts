// The tool catalogue shared by the UI and the local stand-in: which tools exist, their
// styles from SPEC.md §3, what each costs, and the example labels each shows. The server's
// prices win at run time (a template's `cost`); these are the stand-in's and the fallback.
// Input limits per tool are in input.ts.

export type ToolId = 'avatar' | 'gif' | 'animation' | 'video3d' | 'cartoon' | 'watercolor' | 'tti' | 'tts';
export type ResourceKind = 'image' | 'gif' | 'video' | 'audio';

export interface ToolDef {
  id: ToolId;
  /** Photo in, or text in. */
  input: 'photo' | 'text';
  /** What the result is. */
  output: ResourceKind;
  /** Points one generation costs. */
  cost: number;
  /** Styles; for avatar, gif and animation the live list comes from the templates. */
  styles: readonly string[];
  /** Example category (SPEC.md §3) and the path under it that holds this tool's styles. */
  exampleBase: string;
}

export const AVATAR_STYLES = [
  'cartoon',
  'clip/astronaut',
  'clip/celebrity',
  'clip/president',
  'clip/robot',
  'pix/anime',
  'pix/disney',
  'pix/elegant',
  'pix/penink',
  'pix/pixar',
  'pix/younger',
  'portrait',
] as const;

export const GIF_STYLES = [
  'boy',
  'cry',
  'girl',
  'man',
  'miao',
  'smile',
  'surprise',
  'cute',
  'distortion',
  'fakelaugh',
  'glance',
  'look',
  'yawn2',
  'faklaugh2',
  'trump1',
  'talk',
] as const;

export const ANIMATION_STYLES = ['cry', 'express', 'laugh', 'smile', 'talk'] as const;
export const VIDEO3D_MOTIONS = ['circle', 'swing', 'zoom-in'] as const;
export const VIDEO3D_BGM = ['cheer', 'great'] as const;
export const CARTOON_STYLES = ['cartoon', 'portrait'] as const;
export const WATERCOLOR_STYLES = ['cezanne', 'monet', 'ukiyoe', 'vangogh'] as const;
export const TTI_STYLES = ['1000', '1001'] as const;
export const TTS_VOICES = ['ttsch/0', 'ttsch/2', 'ttsch/3', 'ttsch/4', 'ttsch/5', 'ttsen/0'] as const;

export const TOOLS: Record<ToolId, ToolDef> = {
  avatar: { id: 'avatar', input: 'photo', output: 'image', cost: 10, styles: AVATAR_STYLES, exampleBase: 'avatar' },
  gif: { id: 'gif', input: 'photo', output: 'gif', cost: 6, styles: GIF_STYLES, exampleBase: 'gif' },
  animation: {
    id: 'animation',
    input: 'photo',
    output: 'video',
    cost: 8,
    styles: ANIMATION_STYLES,
    exampleBase: 'video/animation',
  },
  video3d: { id: 'video3d', input: 'photo', output: 'video', cost: 12, styles: VIDEO3D_MOTIONS, exampleBase: 'video/3dp' },
  cartoon: { id: 'cartoon', input: 'photo', output: 'image', cost: 4, styles: CARTOON_STYLES, exampleBase: 'image' },
  watercolor: {
    id: 'watercolor',
    input: 'photo',
    output: 'image',
    cost: 4,
    styles: WATERCOLOR_STYLES,
    exampleBase: 'image/watercolor',
  },
  tti: { id: 'tti', input: 'text', output: 'image', cost: 5, styles: TTI_STYLES, exampleBase: 'image/tti' },
  tts: { id: 'tts', input: 'text', output: 'audio', cost: 2, styles: TTS_VOICES, exampleBase: 'voice' },
};

export const TOOL_IDS = Object.keys(TOOLS) as ToolId[];

/**
 * Example labels a tool style shows (SPEC.md §3: category/style/before|after|tpl).
 * Photo tools show before and after; GIF expressions their template (tpl) and result;
 * text tools only the result. 3D motions also have bgm samples: 'video/3dp/bgm/cheer/after'.
 */
export function exampleLabels(tool: ToolId, style: string): string[] {
  const base = `${TOOLS[tool].exampleBase}/${style}`;
  switch (tool) {
    case 'gif':
      return [`${base}/tpl`, `${base}/after`];
    case 'tti':
    case 'tts':
      return [`${base}/after`];
    default:
      return [`${base}/before`, `${base}/after`];
  }
}

/** Every label the example list holds: what the stand-in must serve. */
export function allExampleLabels(): string[] {
  const labels = TOOL_IDS.flatMap((tool) => TOOLS[tool].styles.flatMap((style) => exampleLabels(tool, style)));
  for (const bgm of VIDEO3D_BGM) labels.push(`video/3dp/bgm/${bgm}/after`);
  labels.push('video/cartoon/before', 'video/cartoon/after');
  return labels;
}
