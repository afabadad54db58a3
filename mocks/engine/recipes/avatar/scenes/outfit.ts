// What a scene dresses the person in: chosen by whom the face shows (a woman, a man, or a face
// the model is not sure of, who gets a neutral outfit), the seed choosing only among outfits
// that fit that person — their colours and details.
import type { Random } from '../../shared/random';
import type { Wearer } from '../traits';
import { pick } from './kit';

/** gown: an evening gown; tuxedo and suit: a jacket, shirt and tie; jacket: a jacket over a blouse or a plain top, no tie. */
export type Garment = 'gown' | 'tuxedo' | 'suit' | 'jacket';

export interface Outfit {
  garment: Garment;
  /** The jacket's (or gown's) cloth, and its lighter sheen. */
  cloth: string;
  clothLight: string;
  /** The shirt, blouse or top under the jacket. */
  under: string;
  /** What is under a jacket: a collared shirt, an open blouse, or a plain round-necked top. */
  neckline: 'collar' | 'open' | 'round';
  tie: 'bow' | 'long' | 'none';
  tieColour: string;
  necklace: 'pearls' | 'pendant' | 'none';
  /** How far each shoulder reaches from the middle, in the face's widths (kit.ts torso). */
  shoulders: number;
}

export type ClipScene = 'celebrity' | 'president';

const GOWNS = [
  ['#6d0616', '#b0102a'],
  ['#06302a', '#0f5c4a'],
  ['#7a5a1f', '#c9a14a'],
  ['#0b1a4a', '#1b3a8f'],
  ['#1a1a1e', '#3a3a44'],
] as const;
const TUXEDOS = [
  ['#111114', '#2a2a31'],
  ['#0d1430', '#222c55'],
  ['#3a0a16', '#5e1626'],
] as const;
const SUITS = [
  ['#14182a', '#283050'],
  ['#1c1c22', '#36363f'],
  ['#1a2233', '#2f3d57'],
] as const;
const WOMENS_SUITS = [
  ['#14182a', '#2c365a'],
  ['#7a1222', '#a3223a'],
  ['#2a2a30', '#4a4a54'],
  ['#e9e4da', '#fbf8f1'],
] as const;
/** Dark blazers for a person dressed without a guess at their gender. */
const BLAZERS = [
  ['#16181f', '#2e323d'],
  ['#15203a', '#2a3a60'],
  ['#1f2a22', '#36483b'],
  ['#2a2320', '#463b35'],
] as const;
const TIES = ['#b3182f', '#1d3f8f', '#7a1f3d', '#2f5f9f'];
const PLAIN_TOPS = ['#f3f1ec', '#1a1a1c', '#8c8f96'];
const BLOUSES = ['#f6f3ec', '#f1e6d6', '#e7eef6'];

/**
 * The shoulders' reach for the wearer, in face widths each side. At 1.18 each side (the head with
 * hair half the shoulders) the tenth panel saw a bobblehead; at 1.62 a man's and 1.45 a woman's
 * the last panel saw "the head too small for the body". Between them, a man's about three of his
 * face's widths and a woman's about two and a half; a face the model is not sure of in between.
 */
const SHOULDERS: Record<Wearer, number> = { man: 1.48, woman: 1.32, unsure: 1.4 };

export function chooseOutfit(scene: ClipScene, wearer: Wearer, random: Random): Outfit {
  return { ...clothesFor(scene, wearer, random), shoulders: SHOULDERS[wearer] };
}

function clothesFor(scene: ClipScene, wearer: Wearer, random: Random): Omit<Outfit, 'shoulders'> {
  if (wearer === 'unsure') {
    const [cloth, clothLight] = pick(random, BLAZERS);
    return {
      garment: 'jacket',
      cloth,
      clothLight,
      under: pick(random, PLAIN_TOPS),
      neckline: 'round',
      tie: 'none',
      tieColour: '',
      necklace: 'none',
    };
  }
  if (scene === 'celebrity') {
    if (wearer === 'woman') {
      const [cloth, clothLight] = pick(random, GOWNS);
      return {
        garment: 'gown',
        cloth,
        clothLight,
        under: cloth,
        neckline: 'open',
        tie: 'none',
        tieColour: '',
        necklace: pick(random, ['pearls', 'pendant', 'none'] as const),
      };
    }
    const [cloth, clothLight] = pick(random, TUXEDOS);
    const bow = random.next() < 0.7;
    return {
      garment: 'tuxedo',
      cloth,
      clothLight,
      under: '#f7f7f4',
      neckline: 'collar',
      tie: bow ? 'bow' : 'long',
      tieColour: '#0b0b0d',
      necklace: 'none',
    };
  }
  if (wearer === 'woman') {
    const [cloth, clothLight] = pick(random, WOMENS_SUITS);
    return {
      garment: 'jacket',
      cloth,
      clothLight,
      under: pick(random, BLOUSES),
      neckline: 'open',
      tie: 'none',
      tieColour: '',
      necklace: pick(random, ['pearls', 'none'] as const),
    };
  }
  const [cloth, clothLight] = pick(random, SUITS);
  return {
    garment: 'suit',
    cloth,
    clothLight,
    under: pick(random, ['#f4f6fa', '#dfe9f7'] as const),
    neckline: 'collar',
    tie: 'long',
    tieColour: pick(random, TIES),
    necklace: 'none',
  };
}
