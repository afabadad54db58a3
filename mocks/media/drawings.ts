// Drawn example pictures: a face in the style's colours (before pictures: the same face as a
// plain "photo"); text-to-image shows a landscape. No words are drawn in them: the app
// captions each picture in the language it is shown in (issue 33: the English interface
// showed 皮克斯 · 原图 baked into the pictures).
import { paletteFor, PHOTO, type Palette } from './styleColours';

function extras(style: string, p: Palette): string {
  if (style.includes('astronaut')) {
    return `<circle cx="80" cy="72" r="50" fill="none" stroke="${p.hair}" stroke-width="6" opacity="0.8"/>`;
  }
  if (style.includes('robot')) {
    return `<line x1="80" y1="20" x2="80" y2="34" stroke="${p.accent}" stroke-width="4"/><circle cx="80" cy="18" r="5" fill="${p.accent}"/>`;
  }
  if (style.includes('celebrity') || style.includes('president')) {
    return `<path d="M50 30 L62 14 L80 28 L98 14 L110 30 Z" fill="${p.accent}"/>`;
  }
  if (style.includes('elegant'))
    return `<circle cx="56" cy="100" r="4" fill="${p.accent}"/><circle cx="104" cy="100" r="4" fill="${p.accent}"/>`;
  return '';
}

export function faceSvg(style: string, before: boolean): string {
  const p = before ? PHOTO : paletteFor(style);
  const robot = style.includes('robot');
  const head = robot
    ? `<rect x="42" y="36" width="76" height="72" rx="10" fill="${p.skin}"/>`
    : `<ellipse cx="80" cy="72" rx="38" ry="44" fill="${p.skin}"/>`;
  const younger = style.includes('younger');
  const wrinkles =
    before || younger ? '' : `<path d="M60 50 q20 -6 40 0" stroke="${p.ink}" stroke-width="1" fill="none" opacity="0.3"/>`;
  const outline = before ? '' : `stroke="${p.ink}" stroke-width="2"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<rect width="160" height="160" fill="${p.bg}"/>
<path d="M40 66 Q42 24 80 24 Q118 24 120 66 Q110 40 80 40 Q50 40 40 66 Z" fill="${p.hair}" ${outline}/>
${head}
${extras(style, p)}
<ellipse cx="66" cy="66" rx="5" ry="${before ? 4 : 6}" fill="${p.ink}"/>
<ellipse cx="94" cy="66" rx="5" ry="${before ? 4 : 6}" fill="${p.ink}"/>
${wrinkles}
<path d="M66 90 Q80 ${before ? 96 : 102} 94 90" stroke="${p.accent}" stroke-width="4" fill="none" stroke-linecap="round"/>
</svg>`;
}

export function landscapeSvg(style: string): string {
  const p = paletteFor(`tti-${style}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<rect width="160" height="160" fill="${p.bg}"/>
<circle cx="120" cy="40" r="18" fill="${p.accent}"/>
<path d="M0 120 L45 60 L80 105 L110 70 L160 120 Z" fill="${p.hair}"/>
<rect x="0" y="118" width="160" height="42" fill="${p.ink}"/>
</svg>`;
}

/**
 * A signed-in user's avatar: a cat's face drawn in white on a colour of their own. Drawn, not
 * written: a letter (it was 喵) reads as one language in the other's interface (issue 33).
 */
export function avatarSvg(id: string): string {
  const p = paletteFor(`user-${id}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<circle cx="32" cy="32" r="32" fill="${p.accent}"/>
<path d="M17 21 L21 9 L29 17 Z M47 21 L43 9 L35 17 Z" fill="#ffffff"/>
<ellipse cx="32" cy="34" rx="17" ry="15" fill="#ffffff"/>
<ellipse cx="25.5" cy="32" rx="2.5" ry="3.5" fill="${p.ink}"/>
<ellipse cx="38.5" cy="32" rx="2.5" ry="3.5" fill="${p.ink}"/>
<path d="M30 38.5 L34 38.5 L32 41 Z" fill="${p.accent}"/>
</svg>`;
}
