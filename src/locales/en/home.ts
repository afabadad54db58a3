// English strings of the home area (zh-CN: ../zh-CN/home.ts).
import { NEW_ACCOUNT_POINTS } from '../../rules/account';
import type { Catalogue } from '../types';

export const home: Catalogue['home'] = {
  pageTitle: 'AI avatars, GIFs and voices',
  metaDescription:
    'Miao turns one photo into an avatar, a talking GIF, a 3D photo video, a cartoon or a watercolor, and turns text into pictures and speech. Sign in with WeChat and start creating.',
  hero: {
    title: 'Miao',
    tagline: 'One photo: an avatar, a GIF, a video or a voice in seconds',
    sub: 'AI avatar styles, talking GIFs, 3D photo videos, cartoons, watercolors, text to image and text to speech, all in one place.',
    cta: 'Start creating',
    welcome: `New accounts get ${NEW_ACCOUNT_POINTS} points · every tool shows what it costs`,
  },
  gallery: {
    title: 'All tools',
    subtitle: 'Pick a tool and a style, then upload a photo or type some text.',
    use: 'Use',
    useStyle: (tool: string, style: string) => `${tool}: use the “${style}” style`,
    try: 'Try it',
    tryTool: (tool: string) => `Try it: ${tool}`,
    noExamples: 'Examples could not load; the tools still work',
    cost: (n: number) => `${n} ${n === 1 ? 'point' : 'points'} each`,
    loadingExamples: 'Loading examples',
  },
  examples: {
    before: (name: string) => `${name}: original example`,
    after: (name: string) => `${name}: result example`,
    tpl: (name: string) => `${name}: expression template`,
    video: (name: string) => `${name}: video example`,
    voice: (name: string) => `${name}: voice sample`,
    arrow: 'becomes',
  },
};
