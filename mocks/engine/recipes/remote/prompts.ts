// What a picture server is asked for each style (MIAO_ENGINE_SD_URL), keyed by tool/style: tsc
// holds the table to the tool descriptors (src/rules/tools/), so a style added there without
// its prompt here fails the typecheck. Text-to-image adds its words to the user's prompt; a
// still style repaints the user's photo (img2img) with its prompt, where `{subject}` is the
// person as faceres sees them ("a young woman", "a man", "a person" when unsure).
// `denoise` is how far the model may leave the photo: low enough that the face stays the
// person's without ControlNet (0.35 keeps nearly every feature and changes the skin; 0.65 is
// about the most before a face becomes someone else's), high enough that the style is drawn.
// The three scenes need the most, as a new outfit and background must be drawn.
import type { StyleOf } from '../../../../src/rules/catalog';

type KeyOf<Tool extends 'tti' | 'cartoon' | 'watercolor' | 'avatar'> = `${Tool}/${StyleOf<Tool>}`;
export type TextStyleKey = KeyOf<'tti'>;
export type StillStyleKey = KeyOf<'cartoon'> | KeyOf<'watercolor'> | KeyOf<'avatar'>;

export interface DrawnStyle {
  /** Added after the user's prompt. */
  words: string;
  negative: string;
}

export interface RepaintedStyle {
  /** The whole prompt; `{subject}` is replaced by who is in the photo. */
  prompt: string;
  negative: string;
  denoise: number;
  /** How closely the model follows the prompt (A1111's cfg_scale; 7 is its default). */
  guidance: number;
}

/** Flaws no style wants. */
const FLAWS = 'lowres, blurry, watermark, text, signature, jpeg artifacts, deformed, disfigured, bad anatomy';
/** A person's face must stay theirs and whole. */
const FACE_FLAWS = `${FLAWS}, extra eyes, asymmetric eyes, distorted face, extra fingers, mutated hands, different person`;
/** Drawings and paintings are not photographs. */
const NOT_A_PHOTO = 'photo, photorealistic, 3d render';

export const STYLE_PROMPTS: { readonly [Key in TextStyleKey]: DrawnStyle } & {
  readonly [Key in StillStyleKey]: RepaintedStyle;
} = {
  'tti/1000': { words: 'photorealistic, detailed, natural light, high quality photograph', negative: FLAWS },
  'tti/1001': { words: 'flat illustration, clean lines, vivid colours, vector art', negative: `${FLAWS}, ${NOT_A_PHOTO}` },

  'cartoon/cartoon': {
    prompt: 'cartoon of {subject}, cel shading, clean bold ink outlines, flat vivid colours, comic book illustration',
    negative: `${FACE_FLAWS}, ${NOT_A_PHOTO}`,
    denoise: 0.5,
    guidance: 7,
  },
  'cartoon/portrait': {
    prompt: 'pencil sketch portrait of {subject}, graphite drawing on white paper, fine hatching, expressive lines, monochrome',
    negative: `${FACE_FLAWS}, ${NOT_A_PHOTO}, colour, color`,
    denoise: 0.5,
    guidance: 7,
  },

  'watercolor/cezanne': {
    prompt:
      'painting of {subject} in the style of Paul Cezanne, post-impressionism, blocky planes of colour, muted greens, ochres and blues, visible brushstrokes',
    negative: `${FACE_FLAWS}, ${NOT_A_PHOTO}`,
    denoise: 0.55,
    guidance: 7,
  },
  'watercolor/monet': {
    prompt:
      'impressionist painting of {subject} in the style of Claude Monet, soft pastel light, short broken brushstrokes, dappled sunlight, plein air',
    negative: `${FACE_FLAWS}, ${NOT_A_PHOTO}, dark, outlines`,
    denoise: 0.55,
    guidance: 7,
  },
  'watercolor/ukiyoe': {
    prompt:
      'ukiyo-e woodblock print of {subject}, Japanese Edo period, flat colours, bold key-block outlines, Prussian blue sky, washi paper texture',
    negative: `${FACE_FLAWS}, ${NOT_A_PHOTO}, gradient shading`,
    denoise: 0.6,
    guidance: 7.5,
  },
  'watercolor/vangogh': {
    prompt:
      'painting of {subject} in the style of Vincent van Gogh, swirling thick impasto brushstrokes, vivid cobalt blue and chrome yellow, post-impressionism',
    negative: `${FACE_FLAWS}, ${NOT_A_PHOTO}`,
    denoise: 0.55,
    guidance: 7,
  },

  'avatar/cartoon': {
    prompt:
      '2D cartoon avatar of {subject}, same hairstyle and face shape, bold clean outlines, flat bright colours, friendly expression',
    negative: `${FACE_FLAWS}, ${NOT_A_PHOTO}`,
    denoise: 0.55,
    guidance: 7,
  },
  'avatar/portrait': {
    prompt:
      'sketch portrait of {subject}, charcoal and graphite pencil drawing on textured paper, hatching, strong lines, monochrome',
    negative: `${FACE_FLAWS}, ${NOT_A_PHOTO}, colour, color`,
    denoise: 0.5,
    guidance: 7,
  },
  'avatar/clip/astronaut': {
    prompt:
      'portrait photo of {subject} as an astronaut in a white NASA space suit, helmet off, stars and the Earth behind, cinematic lighting',
    negative: FACE_FLAWS,
    denoise: 0.62,
    guidance: 7.5,
  },
  'avatar/clip/celebrity': {
    prompt:
      'glamour portrait photo of {subject} as a celebrity on the red carpet, elegant evening wear, camera flashes behind, magazine cover',
    negative: FACE_FLAWS,
    denoise: 0.6,
    guidance: 7.5,
  },
  'avatar/clip/president': {
    prompt:
      'official presidential portrait photo of {subject}, dark formal suit, national flags and wood panelling behind, dignified, studio lighting',
    negative: FACE_FLAWS,
    denoise: 0.6,
    guidance: 7.5,
  },
  'avatar/clip/robot': {
    prompt:
      'portrait of {subject} as a humanoid robot, the face still recognisable, metallic chrome plating, glowing blue circuitry, sci-fi concept art',
    negative: FACE_FLAWS,
    denoise: 0.62,
    guidance: 7.5,
  },
  'avatar/pix/anime': {
    prompt:
      'anime portrait of {subject}, cel shading, clean line art, large expressive eyes, flat colour hair, Studio Ghibli style',
    negative: `${FACE_FLAWS}, ${NOT_A_PHOTO}`,
    denoise: 0.58,
    guidance: 7,
  },
  'avatar/pix/disney': {
    prompt:
      'Disney animated film character portrait of {subject}, hand-drawn 2D animation look, big eyes, soft painted shading, warm colours',
    negative: `${FACE_FLAWS}, photo, photorealistic`,
    denoise: 0.58,
    guidance: 7,
  },
  'avatar/pix/elegant': {
    prompt: 'elegant fine art portrait of {subject}, soft window light, refined painterly finish, muted tones, timeless',
    negative: FACE_FLAWS,
    denoise: 0.4,
    guidance: 6,
  },
  'avatar/pix/penink': {
    prompt: 'pen and ink portrait drawing of {subject}, cross-hatching, black ink lines on white paper, detailed linework',
    negative: `${FACE_FLAWS}, ${NOT_A_PHOTO}, colour, color, grey wash`,
    denoise: 0.55,
    guidance: 7,
  },
  'avatar/pix/pixar': {
    prompt:
      'Pixar style 3D animated character portrait of {subject}, stylised proportions, big eyes, soft subsurface skin, rim light, octane render',
    negative: `${FACE_FLAWS}, photo, photorealistic`,
    denoise: 0.58,
    guidance: 7,
  },
  'avatar/pix/younger': {
    prompt:
      'natural portrait photo of {subject} ten years younger, smooth youthful skin, fuller cheeks, no wrinkles, high detail',
    negative: `${FACE_FLAWS}, wrinkles, old, aged, grey hair`,
    denoise: 0.35,
    guidance: 6,
  },
};

function isStillKey(key: string): key is StillStyleKey {
  return Object.hasOwn(STYLE_PROMPTS, key) && !key.startsWith('tti/');
}

function isTextKey(key: string): key is TextStyleKey {
  return Object.hasOwn(STYLE_PROMPTS, key) && key.startsWith('tti/');
}

/** The still style's entry, or undefined for a style the table does not know. */
export function repaintedStyle(tool: string, style: string): RepaintedStyle | undefined {
  const key = `${tool}/${style}`;
  return isStillKey(key) ? STYLE_PROMPTS[key] : undefined;
}

/** Text-to-image's style entry, or undefined for a style the table does not know. */
export function drawnStyle(style: string): DrawnStyle | undefined {
  const key = `tti/${style}`;
  return isTextKey(key) ? STYLE_PROMPTS[key] : undefined;
}
