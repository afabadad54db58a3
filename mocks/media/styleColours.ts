// A style's colours: a few hand-picked palettes, the rest derived from the style's name so
// every style looks different and stays the same between runs.
export interface Palette {
  bg: string;
  skin: string;
  hair: string;
  accent: string;
  ink: string;
}

const PICKED: Record<string, Palette> = {
  vangogh: { bg: '#1d3f8f', skin: '#f2c14e', hair: '#f28f1c', accent: '#7fb3ff', ink: '#0b1a40' },
  monet: { bg: '#bfe3d0', skin: '#f7d9e3', hair: '#8fb8de', accent: '#f4b6c2', ink: '#4a6a7a' },
  cezanne: { bg: '#d98c4a', skin: '#f0c9a0', hair: '#5e7d3a', accent: '#3b6e8f', ink: '#3a2a1a' },
  ukiyoe: { bg: '#f3e6c8', skin: '#fbe9d7', hair: '#1b1b1b', accent: '#c8102e', ink: '#1f3a5f' },
  cartoon: { bg: '#ffd966', skin: '#ffe0bd', hair: '#6b3e26', accent: '#ff6f61', ink: '#222222' },
  portrait: { bg: '#d9d9d9', skin: '#e6e6e6', hair: '#404040', accent: '#808080', ink: '#111111' },
  'pix/anime': { bg: '#ffc8dd', skin: '#fff0e6', hair: '#a78bfa', accent: '#ff5d8f', ink: '#3d2c5e' },
  'pix/pixar': { bg: '#9bf6ff', skin: '#ffd6a5', hair: '#8d5524', accent: '#ffadad', ink: '#1d3557' },
  'pix/disney': { bg: '#caffbf', skin: '#ffe5b4', hair: '#f4a261', accent: '#e76f51', ink: '#264653' },
  'clip/robot': { bg: '#2b2d42', skin: '#b0b7c3', hair: '#8d99ae', accent: '#ef233c', ink: '#edf2f4' },
  'clip/astronaut': { bg: '#0b132b', skin: '#f1e3d3', hair: '#ffffff', accent: '#ff8c42', ink: '#e0fbfc' },
};

export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function hsl(h: number, s: number, l: number): string {
  // HSL → hex, so the same palette works in SVG and in the GIF colour table.
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

export function paletteFor(style: string): Palette {
  const picked = PICKED[style];
  if (picked) return picked;
  const h = hash(style) % 360;
  return {
    bg: hsl(h, 70, 82),
    skin: hsl(30, 80, 85),
    hair: hsl((h + 200) % 360, 45, 30),
    accent: hsl((h + 120) % 360, 75, 55),
    ink: hsl(h, 40, 18),
  };
}

/** The plain "photo" look of every before picture. */
export const PHOTO: Palette = { bg: '#c9d6df', skin: '#e8b996', hair: '#3b2a20', accent: '#5b7083', ink: '#1e1e1e' };

export function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
