// People, drawn standing from one figure: the age sets the proportions (a child's head is
// larger, a grandparent's hair grey), the gender the hair and clothes, the role the outfit and
// hat; the prompt's attributes add glasses, a smile, a beard, an apron.
import { mix } from '../svgCanvas';
import { darker, face, groundShadow, ink, n, round, sheen } from './draw';
import { ears, headOutline, lifelikeHead, slopedTorso, type Frame } from './lifelike';
import { joint, leanFor, turned, type Reach, type XY } from './riding';
import { thing, type Concept, type Drawing, type Paint } from './types';

type Age = 'baby' | 'child' | 'teen' | 'adult' | 'old';
type Gender = 'female' | 'male';
type Hat = 'chef' | 'cap' | 'crown' | 'tiara' | 'straw' | 'helmet' | 'hardhat' | 'space' | 'wizard' | 'witch';

interface Figure {
  age: Age;
  gender: Gender;
  /** The clothes: a dress or a top and trousers. */
  dress?: boolean;
  bottom?: string;
  hat?: Hat;
  /** A white coat over the clothes (doctor, nurse, chef). */
  coat?: boolean;
  cape?: string;
  beard?: boolean;
  hair?: string;
}

const SKIN = '#f1c6a0';

const FRAMES: Record<Age, Frame> = {
  baby: { headR: 17, headY: -80, shoulderY: -60, hipY: -30, halfW: 14 },
  child: { headR: 13, headY: -85, shoulderY: -68, hipY: -40, halfW: 12 },
  teen: { headR: 10.5, headY: -88.5, shoulderY: -75, hipY: -45, halfW: 11 },
  adult: { headR: 9.5, headY: -89.5, shoulderY: -78.5, hipY: -46, halfW: 12.5 },
  old: { headR: 9.5, headY: -89, shoulderY: -77.5, hipY: -46, halfW: 13 },
};

const METRES: Record<Age, number> = { baby: 0.75, child: 1.2, teen: 1.6, adult: 1.72, old: 1.62 };

function hairColour(figure: Figure): string {
  if (figure.hair) return figure.hair;
  return figure.age === 'old' ? '#d9d9d9' : figure.age === 'baby' ? '#8a6a48' : '#3b2a20';
}

function backHair(paint: Paint, figure: Figure, f: Frame): string {
  const hair = round(paint, hairColour(figure));
  const { headR: r, headY: y } = f;
  if (figure.gender !== 'female' || figure.age === 'baby') return '';
  if (figure.age === 'old') return `<circle cx="0" cy="${n(y - r * 1.05)}" r="${n(r * 0.5)}" fill="${hair}"${ink(paint)}/>`; // the bun
  if (figure.age === 'child')
    return `<circle cx="${n(-r * 1.15)}" cy="${n(y + r * 0.1)}" r="${n(r * 0.42)}" fill="${hair}"${ink(paint)}/><circle cx="${n(r * 1.15)}" cy="${n(y + r * 0.1)}" r="${n(r * 0.42)}" fill="${hair}"${ink(paint)}/>`;
  // Long hair falling to the shoulders and past them.
  return `<path d="M${n(-r * 1.1)} ${n(y - r * 0.2)}C${n(-r * 1.25)} ${n(y - r * 1.3)} ${n(r * 1.25)} ${n(y - r * 1.3)} ${n(r * 1.1)} ${n(y - r * 0.2)}L${n(r * 1.3)} ${n(y + r * 2.3)}L${n(-r * 1.3)} ${n(y + r * 2.3)}Z" fill="${hair}"${ink(paint)}/>`;
}

function frontHair(paint: Paint, figure: Figure, f: Frame): string {
  const colour = hairColour(figure);
  const hair = round(paint, colour);
  const { headR: r, headY: y } = f;
  if (figure.age === 'baby')
    return `<path d="M${n(-r * 0.2)} ${n(y - r * 0.95)}q${n(r * 0.3)} ${n(-r * 0.35)} ${n(r * 0.35)} 0" stroke="${colour}" stroke-width="2" fill="none"/>`;
  if (figure.age === 'old' && figure.gender === 'male')
    // Grey at the sides, bald on top.
    return `<path d="M${n(-r * 1.02)} ${n(y + r * 0.1)}C${n(-r * 1.1)} ${n(y - r * 0.7)} ${n(-r * 0.6)} ${n(y - r * 0.75)} ${n(-r * 0.55)} ${n(y - r * 0.55)}C${n(-r * 0.8)} ${n(y - r * 0.3)} ${n(-r * 0.8)} ${n(y)} ${n(-r * 0.85)} ${n(y + r * 0.2)}Z M${n(r * 1.02)} ${n(y + r * 0.1)}C${n(r * 1.1)} ${n(y - r * 0.7)} ${n(r * 0.6)} ${n(y - r * 0.75)} ${n(r * 0.55)} ${n(y - r * 0.55)}C${n(r * 0.8)} ${n(y - r * 0.3)} ${n(r * 0.8)} ${n(y)} ${n(r * 0.85)} ${n(y + r * 0.2)}Z" fill="${hair}"${ink(paint, 0.8)}/>`;
  if (figure.gender === 'female')
    // A side-parted fringe over the forehead.
    return `<path d="M${n(-r * 1.05)} ${n(y + r * 0.2)}C${n(-r * 1.2)} ${n(y - r * 1.5)} ${n(r * 1.2)} ${n(y - r * 1.5)} ${n(r * 1.05)} ${n(y + r * 0.2)}C${n(r * 0.9)} ${n(y - r * 0.3)} ${n(r * 0.3)} ${n(y - r * 0.45)} ${n(-r * 0.2)} ${n(y - r * 0.6)}C${n(-r * 0.5)} ${n(y - r * 0.2)} ${n(-r * 0.85)} ${n(y - r * 0.2)} ${n(-r * 1.05)} ${n(y + r * 0.2)}Z" fill="${hair}"${ink(paint, 0.8)}/>`;
  // Short hair: a cap over the top with a fringe.
  return `<path d="M${n(-r * 1.04)} ${n(y)}C${n(-r * 1.15)} ${n(y - r * 1.5)} ${n(r * 1.15)} ${n(y - r * 1.5)} ${n(r * 1.04)} ${n(y)}C${n(r * 0.9)} ${n(y - r * 0.45)} ${n(r * 0.5)} ${n(y - r * 0.55)} ${n(r * 0.1)} ${n(y - r * 0.5)}C${n(-r * 0.3)} ${n(y - r * 0.6)} ${n(-r * 0.8)} ${n(y - r * 0.5)} ${n(-r * 1.04)} ${n(y)}Z" fill="${hair}"${ink(paint, 0.8)}/>`;
}

/** The realistic face's marks that are shading, not drawing: they are blurred together. */
const SHADING = /data-soft/;

/**
 * The realistic look's face (写实): a person's proportions rather than an avatar's — small
 * almond eyes under lids and brows in the eye sockets' shadow, a nose modelled by the shadow
 * under it and on its side, lips, the folds and lines of age — all soft-edged (blurred), no
 * line drawn round anything. The light across the head is the finish's (tti/sculpt.ts).
 */
function paintedFeatures(paint: Paint, figure: Figure, f: Frame): string {
  const { headR: r, headY: y } = f;
  const smiling = paint.attributes.has('smiling');
  const old = figure.age === 'old';
  const skin = paint.lit(SKIN);
  const shadow = darker(skin, 0.28);
  const deep = darker(skin, 0.5);
  const soft = (d: string, fill: string, opacity: number) =>
    `<path data-soft="1" d="${d}" fill="${fill}" opacity="${n(opacity)}"/>`;
  const eyeY = y - r * 0.02;
  const ex = r * 0.36;
  const parts: string[] = [];
  // The sockets' shade under the brow ridge, the cheekbones' light, the jaw's shade on the neck.
  for (const side of [-1, 1]) {
    const x = side * ex;
    parts.push(
      `<ellipse data-soft="1" cx="${n(x)}" cy="${n(eyeY - r * 0.04)}" rx="${n(r * 0.26)}" ry="${n(r * 0.16)}" fill="${shadow}" opacity="0.55"/>`,
      `<ellipse data-soft="1" cx="${n(side * r * 0.5)}" cy="${n(y + r * 0.3)}" rx="${n(r * 0.2)}" ry="${n(r * 0.12)}" fill="${darker(skin, -0.15)}" opacity="0.5"/>`,
    );
    const open = smiling ? r * 0.045 : r * 0.065;
    // The eye: an almond of white, the iris under the upper lid, the lid's dark lash line.
    parts.push(
      `<path d="M${n(x - r * 0.15)} ${n(eyeY)}Q${n(x)} ${n(eyeY - open * 1.6)} ${n(x + r * 0.15)} ${n(eyeY)}Q${n(x)} ${n(eyeY + open * 1.2)} ${n(x - r * 0.15)} ${n(eyeY)}Z" fill="#e9e2da"/>`,
      `<circle cx="${n(x + r * 0.01)}" cy="${n(eyeY - open * 0.1)}" r="${n(r * 0.065)}" fill="#5a4030"/>`,
      `<circle cx="${n(x + r * 0.01)}" cy="${n(eyeY - open * 0.1)}" r="${n(r * 0.03)}" fill="#1a1210"/>`,
      `<circle cx="${n(x + r * 0.035)}" cy="${n(eyeY - open * 0.5)}" r="${n(r * 0.014)}" fill="#ffffff" opacity="0.85"/>`,
      `<path d="M${n(x - r * 0.16)} ${n(eyeY + r * 0.005)}Q${n(x)} ${n(eyeY - open * 1.75)} ${n(x + r * 0.16)} ${n(eyeY)}" stroke="${deep}" stroke-width="${n(r * 0.03)}" fill="none" stroke-linecap="round"/>`,
      // The lid's fold above, the lower lid's soft shade below.
      `<path d="M${n(x - r * 0.15)} ${n(eyeY - r * 0.06)}Q${n(x)} ${n(eyeY - r * 0.16)} ${n(x + r * 0.16)} ${n(eyeY - r * 0.05)}" stroke="${shadow}" stroke-width="${n(r * 0.025)}" fill="none" opacity="0.8"/>`,
      soft(
        `M${n(x - r * 0.13)} ${n(eyeY + r * 0.05)}Q${n(x)} ${n(eyeY + r * 0.12)} ${n(x + r * 0.14)} ${n(eyeY + r * 0.04)}Z`,
        shadow,
        0.5,
      ),
      // The brow: short hairs' tone, thicker at the inner end.
      `<path d="M${n(x - side * r * 0.18)} ${n(eyeY - r * 0.2)}Q${n(x + side * r * 0.02)} ${n(eyeY - r * 0.3)} ${n(x + side * r * 0.2)} ${n(eyeY - r * 0.22)}" stroke="${old ? '#b9b4ad' : darker(hairColour(figure), 0.1)}" stroke-width="${n(r * 0.055)}" fill="none" stroke-linecap="round" opacity="0.9"/>`,
    );
    if (old)
      parts.push(
        // Crow's feet and the bags under the eyes, faint.
        `<path d="M${n(x + side * r * 0.2)} ${n(eyeY - r * 0.02)}l${n(side * r * 0.1)} ${n(-r * 0.05)}M${n(x + side * r * 0.2)} ${n(eyeY + r * 0.03)}l${n(side * r * 0.11)} ${n(r * 0.03)}M${n(x + side * r * 0.18)} ${n(eyeY + r * 0.07)}l${n(side * r * 0.08)} ${n(r * 0.07)}" stroke="${shadow}" stroke-width="${n(r * 0.015)}" opacity="0.7"/>`,
        `<path d="M${n(x - r * 0.12)} ${n(eyeY + r * 0.12)}Q${n(x)} ${n(eyeY + r * 0.2)} ${n(x + r * 0.13)} ${n(eyeY + r * 0.11)}" stroke="${shadow}" stroke-width="${n(r * 0.02)}" fill="none" opacity="0.6"/>`,
      );
  }
  // The nose: its side's shade, the shadow under its tip, the nostrils; a light on its ridge.
  // An adult's nose ends halfway from the eyes to the chin and the mouth a third of the way on
  // from there (lifelike.ts's chin at 1.1 radii): higher, the lower face is a child's or a doll's.
  const tipY = y + r * 0.44;
  parts.push(
    soft(
      `M${n(r * 0.02)} ${n(eyeY + r * 0.05)}Q${n(r * 0.12)} ${n(tipY - r * 0.1)} ${n(r * 0.15)} ${n(tipY)}L${n(r * 0.03)} ${n(tipY)}Z`,
      deep,
      0.45,
    ),
    soft(
      `M${n(-r * 0.13)} ${n(tipY - r * 0.02)}Q${n(-r * 0.16)} ${n(tipY + r * 0.08)} ${n(-r * 0.06)} ${n(tipY + r * 0.07)}L${n(r * 0.06)} ${n(tipY + r * 0.07)}Q${n(r * 0.16)} ${n(tipY + r * 0.08)} ${n(r * 0.13)} ${n(tipY - r * 0.02)}Z`,
      shadow,
      0.45,
    ),
    soft(
      `M${n(-r * 0.14)} ${n(tipY + r * 0.02)}Q0 ${n(tipY + r * 0.12)} ${n(r * 0.14)} ${n(tipY + r * 0.02)}Q0 ${n(tipY + r * 0.06)} ${n(-r * 0.14)} ${n(tipY + r * 0.02)}Z`,
      deep,
      0.55,
    ),
    `<ellipse cx="${n(-r * 0.06)}" cy="${n(tipY + r * 0.01)}" rx="${n(r * 0.035)}" ry="${n(r * 0.02)}" fill="${deep}" opacity="0.8"/><ellipse cx="${n(r * 0.06)}" cy="${n(tipY + r * 0.01)}" rx="${n(r * 0.035)}" ry="${n(r * 0.02)}" fill="${deep}" opacity="0.8"/>`,
    `<ellipse data-soft="1" cx="${n(-r * 0.02)}" cy="${n(tipY - r * 0.12)}" rx="${n(r * 0.035)}" ry="${n(r * 0.13)}" fill="#ffffff" opacity="0.3"/>`,
    `<ellipse data-soft="1" cx="${n(-r * 0.01)}" cy="${n(tipY - r * 0.02)}" rx="${n(r * 0.05)}" ry="${n(r * 0.035)}" fill="#ffffff" opacity="0.3"/>`,
  );
  // The mouth: lips (the upper darker, in its own shade), teeth when smiling, the corners' creases.
  const mouthY = y + r * 0.68;
  const w = smiling ? r * 0.27 : r * 0.2;
  const lip = darker(mix(skin, '#b0524a', 0.55), 0.05);
  if (smiling)
    parts.push(
      `<path data-part="mouth" d="M${n(-w)} ${n(mouthY - r * 0.03)}Q0 ${n(mouthY + r * 0.2)} ${n(w)} ${n(mouthY - r * 0.03)}Q0 ${n(mouthY + r * 0.02)} ${n(-w)} ${n(mouthY - r * 0.03)}Z" fill="#4a1e1c"/>`,
      `<path d="M${n(-w * 0.8)} ${n(mouthY)}Q0 ${n(mouthY + r * 0.05)} ${n(w * 0.8)} ${n(mouthY)}Q0 ${n(mouthY + r * 0.09)} ${n(-w * 0.8)} ${n(mouthY)}Z" fill="#e8e0d4"/>`,
      `<path d="M${n(-w)} ${n(mouthY - r * 0.03)}Q0 ${n(mouthY - r * 0.05)} ${n(w)} ${n(mouthY - r * 0.03)}" stroke="${lip}" stroke-width="${n(r * 0.035)}" fill="none" stroke-linecap="round"/>`,
      `<path d="M${n(-w * 0.9)} ${n(mouthY + r * 0.1)}Q0 ${n(mouthY + r * 0.24)} ${n(w * 0.9)} ${n(mouthY + r * 0.1)}" stroke="${lip}" stroke-width="${n(r * 0.045)}" fill="none" stroke-linecap="round" opacity="0.9"/>`,
    );
  else
    parts.push(
      `<path data-part="mouth" d="M${n(-w)} ${n(mouthY)}Q0 ${n(mouthY - r * 0.05)} ${n(w)} ${n(mouthY)}Q0 ${n(mouthY + r * 0.02)} ${n(-w)} ${n(mouthY)}Z" fill="${darker(lip, 0.1)}"/>`,
      `<path d="M${n(-w * 0.9)} ${n(mouthY + r * 0.01)}Q0 ${n(mouthY + r * 0.12)} ${n(w * 0.9)} ${n(mouthY + r * 0.01)}Z" fill="${lip}"/>`,
    );
  parts.push(
    soft(`M${n(-w * 0.7)} ${n(mouthY + r * 0.2)}Q0 ${n(mouthY + r * 0.28)} ${n(w * 0.7)} ${n(mouthY + r * 0.2)}Z`, shadow, 0.5),
  );
  for (const side of [-1, 1]) {
    // The fold from the nose's wing past the mouth's corner: deeper with age and a smile.
    const depth = (old ? 0.7 : 0.3) + (smiling ? 0.2 : 0);
    parts.push(
      `<path data-soft="1" d="M${n(side * r * 0.17)} ${n(tipY)}Q${n(side * r * 0.34)} ${n(mouthY - r * 0.08)} ${n(side * (w + r * 0.06))} ${n(mouthY + r * 0.12)}" stroke="${shadow}" stroke-width="${n(r * 0.05)}" fill="none" opacity="${n(depth)}"/>`,
    );
  }
  if (old)
    parts.push(
      `<path d="M${n(-r * 0.4)} ${n(y - r * 0.55)}q${n(r * 0.4)} ${n(-r * 0.07)} ${n(r * 0.8)} 0M${n(-r * 0.32)} ${n(y - r * 0.45)}q${n(r * 0.32)} ${n(-r * 0.05)} ${n(r * 0.64)} 0" stroke="${shadow}" stroke-width="${n(r * 0.025)}" fill="none" opacity="0.6"/>`,
    );
  if (figure.beard || paint.attributes.has('beard')) {
    const beard = old ? '#d8d6d2' : darker(hairColour(figure), 0.05);
    parts.push(
      `<path data-soft="1" d="M${n(-r * 0.8)} ${n(y + r * 0.25)}C${n(-r * 0.75)} ${n(y + r * 1.35)} ${n(r * 0.75)} ${n(y + r * 1.35)} ${n(r * 0.8)} ${n(y + r * 0.25)}C${n(r * 0.45)} ${n(y + r * 0.75)} ${n(-r * 0.45)} ${n(y + r * 0.75)} ${n(-r * 0.8)} ${n(y + r * 0.25)}Z" fill="${round(paint, beard)}"/>`,
    );
  }
  if (paint.attributes.has('glasses')) {
    // Thin metal frames, the lenses' faint glare, and their shadow on the cheeks.
    const lensR = r * 0.24;
    const frame = `stroke="#3a3530" stroke-width="${n(r * 0.03)}" fill="#d8ecff" fill-opacity="0.1"`;
    parts.push(
      soft(
        `M${n(-ex - lensR)} ${n(eyeY + lensR + r * 0.04)}h${n(lensR * 2)}v${n(r * 0.03)}h${n(-lensR * 2)}Z M${n(ex - lensR)} ${n(eyeY + lensR + r * 0.04)}h${n(lensR * 2)}v${n(r * 0.03)}h${n(-lensR * 2)}Z`,
        deep,
        0.35,
      ),
      `<g id="attr-glasses"><ellipse cx="${n(-ex)}" cy="${n(eyeY)}" rx="${n(lensR)}" ry="${n(lensR * 0.85)}" ${frame}/><ellipse cx="${n(ex)}" cy="${n(eyeY)}" rx="${n(lensR)}" ry="${n(lensR * 0.85)}" ${frame}/><path d="M${n(-ex + lensR)} ${n(eyeY - r * 0.03)}Q0 ${n(eyeY - r * 0.1)} ${n(ex - lensR)} ${n(eyeY - r * 0.03)}M${n(-ex - lensR)} ${n(eyeY - r * 0.03)}L${n(-r * 0.97)} ${n(eyeY - r * 0.08)}M${n(ex + lensR)} ${n(eyeY - r * 0.03)}L${n(r * 0.97)} ${n(eyeY - r * 0.08)}" stroke="#3a3530" stroke-width="${n(r * 0.028)}" fill="none"/></g>`,
      `<path d="M${n(-ex - lensR * 0.5)} ${n(eyeY - lensR * 0.3)}l${n(lensR * 0.4)} ${n(-lensR * 0.35)}M${n(ex - lensR * 0.5)} ${n(eyeY - lensR * 0.3)}l${n(lensR * 0.4)} ${n(-lensR * 0.35)}" stroke="#ffffff" stroke-width="${n(r * 0.03)}" opacity="0.35" stroke-linecap="round"/>`,
    );
  }
  // The soft shading blurred once as a group (a filter per mark costs a second at portrait size).
  const blurred = parts.filter((part) => SHADING.test(part));
  const sharp = parts.filter((part) => !SHADING.test(part));
  return `<g filter="url(#fine)">${blurred.join('')}</g>${sharp.join('')}`;
}

function features(paint: Paint, figure: Figure, f: Frame): string {
  if (paint.canvas.realistic) return paintedFeatures(paint, figure, f);
  const { headR: r, headY: y } = f;
  const smiling = paint.attributes.has('smiling');
  const eyeY = y + r * 0.05;
  const ex = r * 0.38;
  const parts: string[] = [];
  for (const side of [-1, 1]) {
    const x = side * ex;
    parts.push(
      `<ellipse cx="${n(x)}" cy="${n(eyeY)}" rx="${n(r * 0.17)}" ry="${n(smiling ? r * 0.12 : r * 0.19)}" fill="#ffffff"/>`,
      `<circle cx="${n(x)}" cy="${n(eyeY)}" r="${n(r * 0.12)}" fill="#3a2618"/>`,
      `<circle cx="${n(x + r * 0.04)}" cy="${n(eyeY - r * 0.05)}" r="${n(r * 0.04)}" fill="#ffffff"/>`,
      `<path d="M${n(x - r * 0.2)} ${n(eyeY - r * 0.3)}Q${n(x)} ${n(eyeY - r * 0.42)} ${n(x + r * 0.2)} ${n(eyeY - r * 0.3)}" stroke="${darker(hairColour(figure), 0.2)}" stroke-width="${n(r * 0.08)}" fill="none" stroke-linecap="round"/>`,
    );
    if (figure.age === 'old')
      parts.push(
        `<path d="M${n(x + side * r * 0.25)} ${n(eyeY - r * 0.05)}l${n(side * r * 0.14)} ${n(-r * 0.06)}M${n(x + side * r * 0.25)} ${n(eyeY + r * 0.06)}l${n(side * r * 0.14)} ${n(r * 0.05)}" stroke="#b07a5a" stroke-width="${n(r * 0.04)}"/>`,
      );
    if (figure.gender === 'female' || figure.age === 'child' || figure.age === 'baby' || smiling)
      parts.push(`<circle cx="${n(side * r * 0.55)}" cy="${n(y + r * 0.35)}" r="${n(r * 0.16)}" fill="#f08a8a" opacity="0.4"/>`);
  }
  if (figure.age === 'old')
    parts.push(
      `<path d="M${n(-r * 0.35)} ${n(y - r * 0.55)}q${n(r * 0.35)} ${n(-r * 0.08)} ${n(r * 0.7)} 0" stroke="#b07a5a" stroke-width="${n(r * 0.04)}" fill="none"/>`,
    );
  parts.push(
    `<path d="M${n(-r * 0.05)} ${n(y + r * 0.12)}q${n(r * 0.12)} ${n(r * 0.2)} ${n(-r * 0.02)} ${n(r * 0.25)}" stroke="${darker(SKIN, 0.3)}" stroke-width="${n(r * 0.06)}" fill="none" stroke-linecap="round"/>`,
  );
  const mouthY = y + r * 0.52;
  parts.push(
    smiling
      ? `<path d="M${n(-r * 0.34)} ${n(mouthY - r * 0.06)}Q0 ${n(mouthY + r * 0.42)} ${n(r * 0.34)} ${n(mouthY - r * 0.06)}Z" fill="#9b2c2c"/><path d="M${n(-r * 0.28)} ${n(mouthY - r * 0.03)}L${n(r * 0.28)} ${n(mouthY - r * 0.03)}L${n(r * 0.22)} ${n(mouthY + r * 0.07)}L${n(-r * 0.22)} ${n(mouthY + r * 0.07)}Z" fill="#ffffff"/>`
      : `<path d="M${n(-r * 0.2)} ${n(mouthY)}Q0 ${n(mouthY + r * 0.12)} ${n(r * 0.2)} ${n(mouthY)}" stroke="#a0473f" stroke-width="${n(r * 0.07)}" fill="none" stroke-linecap="round"/>`,
  );
  if (figure.beard || paint.attributes.has('beard')) {
    const beard = figure.age === 'old' ? '#e6e6e6' : darker(hairColour(figure), 0.05);
    parts.push(
      `<path d="M${n(-r * 0.85)} ${n(y + r * 0.2)}C${n(-r * 0.8)} ${n(y + r * 1.5)} ${n(r * 0.8)} ${n(y + r * 1.5)} ${n(r * 0.85)} ${n(y + r * 0.2)}C${n(r * 0.5)} ${n(y + r * 0.7)} ${n(-r * 0.5)} ${n(y + r * 0.7)} ${n(-r * 0.85)} ${n(y + r * 0.2)}Z" fill="${round(paint, beard)}"${ink(paint, 0.8)}/>`,
      `<path d="M${n(-r * 0.4)} ${n(mouthY - r * 0.1)}Q0 ${n(mouthY - r * 0.35)} ${n(r * 0.4)} ${n(mouthY - r * 0.1)}" stroke="${beard}" stroke-width="${n(r * 0.16)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  if (paint.attributes.has('glasses')) {
    const frame = `stroke="#2b2b2b" stroke-width="${n(r * 0.08)}" fill="#bfe3ff" fill-opacity="0.25"`;
    parts.push(
      `<g id="attr-glasses"><circle cx="${n(-ex)}" cy="${n(eyeY)}" r="${n(r * 0.27)}" ${frame}/><circle cx="${n(ex)}" cy="${n(eyeY)}" r="${n(r * 0.27)}" ${frame}/><path d="M${n(-ex + r * 0.27)} ${n(eyeY)}Q0 ${n(eyeY - r * 0.12)} ${n(ex - r * 0.27)} ${n(eyeY)}M${n(-ex - r * 0.27)} ${n(eyeY)}L${n(-r)} ${n(eyeY - r * 0.1)}M${n(ex + r * 0.27)} ${n(eyeY)}L${n(r)} ${n(eyeY - r * 0.1)}" stroke="#2b2b2b" stroke-width="${n(r * 0.07)}" fill="none"/></g>`,
    );
  }
  return parts.join('');
}

function hat(paint: Paint, kind: Hat, f: Frame, colour: string): string {
  const { headR: r, headY: y } = f;
  const top = y - r;
  switch (kind) {
    case 'chef':
      return `<path d="M${n(-r * 0.8)} ${n(top + r * 0.3)}L${n(-r * 0.8)} ${n(top - r * 0.4)}C${n(-r * 1.5)} ${n(top - r * 0.6)} ${n(-r * 1.1)} ${n(top - r * 1.7)} ${n(-r * 0.3)} ${n(top - r * 1.3)}C${n(0)} ${n(top - r * 1.9)} ${n(r * 0.8)} ${n(top - r * 1.7)} ${n(r * 0.6)} ${n(top - r * 1.2)}C${n(r * 1.5)} ${n(top - r * 1.3)} ${n(r * 1.4)} ${n(top - r * 0.4)} ${n(r * 0.8)} ${n(top - r * 0.4)}L${n(r * 0.8)} ${n(top + r * 0.3)}Z" fill="${round(paint, '#fafafa')}"${ink(paint)}/>`;
    case 'cap':
      return `<path d="M${n(-r * 1.05)} ${n(top + r * 0.55)}C${n(-r)} ${n(top - r * 0.5)} ${n(r)} ${n(top - r * 0.5)} ${n(r * 1.05)} ${n(top + r * 0.55)}Z" fill="${round(paint, colour)}"${ink(paint)}/><path d="M${n(r * 0.2)} ${n(top + r * 0.5)}L${n(r * 1.7)} ${n(top + r * 0.65)}L${n(r * 1)} ${n(top + r * 0.45)}Z" fill="${darker(paint.lit(colour), 0.25)}"${ink(paint)}/><rect x="${n(-r * 0.2)} " y="${n(top + r * 0.05)}" width="${n(r * 0.4)}" height="${n(r * 0.3)}" fill="#f2c230"/>`;
    case 'crown':
    case 'tiara': {
      const h = kind === 'crown' ? r * 0.9 : r * 0.5;
      const w = kind === 'crown' ? r * 0.85 : r * 0.6;
      return `<path d="M${n(-w)} ${n(top + r * 0.25)}L${n(-w)} ${n(top - h)}L${n(-w * 0.5)} ${n(top - h * 0.4)}L0 ${n(top - h * 1.1)}L${n(w * 0.5)} ${n(top - h * 0.4)}L${n(w)} ${n(top - h)}L${n(w)} ${n(top + r * 0.25)}Z" fill="${face(paint, '#f2c230')}"${ink(paint)}/><circle cx="0" cy="${n(top - h * 0.2)}" r="${n(r * 0.14)}" fill="#e8453c"/>`;
    }
    case 'straw':
      return `<ellipse cx="0" cy="${n(top + r * 0.35)}" rx="${n(r * 1.9)}" ry="${n(r * 0.4)}" fill="${round(paint, '#e9c46a')}"${ink(paint)}/><path d="M${n(-r * 0.85)} ${n(top + r * 0.35)}C${n(-r * 0.85)} ${n(top - r * 0.7)} ${n(r * 0.85)} ${n(top - r * 0.7)} ${n(r * 0.85)} ${n(top + r * 0.35)}Z" fill="${round(paint, '#e9c46a')}"${ink(paint)}/><rect x="${n(-r * 0.85)}" y="${n(top)}" width="${n(r * 1.7)}" height="${n(r * 0.25)}" fill="#c0392b"/>`;
    case 'helmet':
    case 'hardhat':
      return `<path d="M${n(-r * 1.15)} ${n(top + r * 0.6)}C${n(-r * 1.1)} ${n(top - r * 0.7)} ${n(r * 1.1)} ${n(top - r * 0.7)} ${n(r * 1.15)} ${n(top + r * 0.6)}Z" fill="${round(paint, kind === 'hardhat' ? '#f2c230' : colour)}"${ink(paint)}/><rect x="${n(-r * 1.35)}" y="${n(top + r * 0.5)}" width="${n(r * 2.7)}" height="${n(r * 0.2)}" rx="${n(r * 0.1)}" fill="${darker(paint.lit(kind === 'hardhat' ? '#f2c230' : colour), 0.15)}"/>`;
    case 'space':
      return `<circle cx="0" cy="${n(y)}" r="${n(r * 1.55)}" fill="#cfe8ff" fill-opacity="0.35" stroke="#e8e8e8" stroke-width="${n(r * 0.25)}"/>${sheen(paint, -r * 0.6, y - r * 0.7, r * 0.5, r * 0.3)}`;
    case 'wizard':
    case 'witch':
      return `<ellipse cx="0" cy="${n(top + r * 0.35)}" rx="${n(r * 1.7)}" ry="${n(r * 0.35)}" fill="${round(paint, colour)}"${ink(paint)}/><path d="M${n(-r * 0.9)} ${n(top + r * 0.35)}L${n(r * 0.3)} ${n(top - r * 2.6)}L${n(r * 0.9)} ${n(top + r * 0.35)}Z" fill="${round(paint, colour)}"${ink(paint)}/>${kind === 'wizard' ? `<circle cx="0" cy="${n(top - r * 0.6)}" r="${n(r * 0.18)}" fill="#f2c230"/>` : ''}`;
  }
}

/** Where a working figure's hands are, in its box's units: in front of the hips, a little apart. */
function workingHandsAt(figure: Figure): { x: number; y: number; r: number }[] {
  const { halfW, hipY } = FRAMES[figure.age];
  return [-1, 1].map((side) => ({ x: side * halfW * 0.6, y: hipY - 5, r: halfW * 0.38 * 0.62 }));
}

/** Where the hands are holding a thing in front of the chest (a book read), close together. */
function frontHandsAt(figure: Figure): { x: number; y: number; r: number }[] {
  const { halfW, hipY, shoulderY } = FRAMES[figure.age];
  return [-1, 1].map((side) => ({ x: side * halfW * 0.5, y: shoulderY + (hipY - shoulderY) * 0.42, r: halfW * 0.38 * 0.62 }));
}

/** Where the arm's stroke starts: realistic, low enough that the sloped shoulder (slopedTorso) rounds over its end. */
const armTop = (paint: Paint, shoulderY: number): number => shoulderY + (paint.canvas.realistic ? 3.5 : 1);

/**
 * One arm bent forward to the hands (at the work, or a thing held in front): the upper arm from
 * the shoulder, the forearm and hand (or, `whole` false, only those).
 */
function bentArm(paint: Paint, figure: Figure, side: number, whole: boolean, hands = workingHandsAt(figure)): string {
  const { shoulderY, hipY, halfW } = FRAMES[figure.age];
  const armW = halfW * 0.38;
  const sleeve = paint.lit(figure.coat ? '#f2f2f2' : paint.colour);
  const hand = hands[side < 0 ? 0 : 1];
  const elbow = { x: side * (halfW + armW * 0.2), y: Math.max((shoulderY + hipY) / 2 + 3, hand.y + armW) };
  const upper = `M${n(side * (halfW - armW * 0.3))} ${n(armTop(paint, shoulderY))}L${n(elbow.x)} ${n(elbow.y)}`;
  const fore = `M${n(elbow.x)} ${n(elbow.y)}L${n(hand.x + side * hand.r * 0.6)} ${n(hand.y - hand.r * 0.3)}`;
  return `<path d="${whole ? upper : ''}${fore}" stroke="${sleeve}" stroke-width="${n(armW)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/><ellipse cx="${n(hand.x)}" cy="${n(hand.y)}" rx="${n(hand.r * 1.15)}" ry="${n(hand.r * 0.85)}" fill="${round(paint, SKIN)}"${ink(paint, 0.8)}/>`;
}

/** The working figure's forearms and hands again, drawn over what it works at (the dumplings in its hands). */
const workingHands = (paint: Paint, figure: Figure): string =>
  [-1, 1].map((side) => bentArm(paint, figure, side, false)).join('');

/**
 * How the arms are held: hanging at the sides, bent forward to work at a table, the right hand
 * raised holding a thing up, or both hands holding a thing in front of the chest.
 */
type Arms = 'hanging' | 'working' | 'raising' | 'front';

/** Where a held thing is put (../holding.ts), in the box's units: the right hand, hanging or raised, or between the hands in front. */
function gripOf(figure: Figure, arms: Arms): { x: number; y: number } {
  const { halfW, hipY, shoulderY } = FRAMES[figure.age];
  const armW = halfW * 0.38;
  if (arms === 'raising') return { x: halfW + armW * 1.4, y: shoulderY - 6 };
  if (arms === 'front') return { x: 0, y: frontHandsAt(figure)[0].y };
  return { x: halfW + armW * 0.6, y: hipY + 4 };
}

/** The right arm raised to the side, bent at the elbow, the hand up at the shoulders' height. */
function raisedArm(paint: Paint, figure: Figure, sleeve: string, skin: string): string {
  const { shoulderY, halfW } = FRAMES[figure.age];
  const armW = halfW * 0.38;
  const hand = gripOf(figure, 'raising');
  const elbow = { x: halfW + armW * 1.1, y: shoulderY + 11 };
  return `<path d="M${n(halfW - armW * 0.3)} ${n(armTop(paint, shoulderY))}L${n(elbow.x)} ${n(elbow.y)}L${n(hand.x)} ${n(hand.y + armW * 0.5)}" stroke="${sleeve}" stroke-width="${n(armW)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/><circle cx="${n(hand.x)}" cy="${n(hand.y)}" r="${n(armW * 0.55)}" fill="${skin}"${ink(paint, 0.8)}/>`;
}

/**
 * How a rider's body is set (`reach` from the layout, in the box's units): the upper body turned
 * forward about the hips by `lean` degrees, and where the hands are in that turned body's frame.
 */
function ridingBody(f: Frame, reach: Reach): { lean: number; hands: XY; hips: XY; arm: number } {
  const hips = { x: 0, y: f.hipY };
  const arm = Math.hypot(f.halfW * 0.38 * 0.9, f.hipY - f.shoulderY);
  const lean = leanFor({ x: f.halfW * 0.9, y: f.shoulderY + 1 }, hips, reach.hands, arm);
  return { lean, hands: turned(reach.hands, hips, -lean), hips, arm };
}

/** A rider's leg from the hip to its foot on a pedal, the knee bent forward, with its shoe. */
function ridingLeg(paint: Paint, f: Frame, side: -1 | 1, foot: XY, colour: string): string {
  const legW = f.halfW * 0.42;
  const hip = { x: side * f.halfW * 0.2, y: f.hipY + legW * 0.4 };
  const knee = joint(hip, foot, -f.hipY - legW * 0.2, { x: 1, y: 0 });
  const d = `M${n(hip.x)} ${n(hip.y)}L${n(knee.x)} ${n(knee.y)}L${n(foot.x)} ${n(foot.y)}`;
  const outline = paint.canvas.realistic
    ? ''
    : `<path d="${d}" stroke="#2a2433" stroke-width="${n(legW + 2.4)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  return `${outline}<path d="${d}" stroke="${colour}" stroke-width="${n(legW)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/><ellipse cx="${n(foot.x + legW * 0.35)}" cy="${n(foot.y + legW * 0.2)}" rx="${n(legW * 0.85)}" ry="${n(legW * 0.42)}" fill="${round(paint, '#3b2a24')}"${ink(paint)}/>`;
}

/** A rider's arm from the shoulder to its hand on the bars, the elbow bent down a little. */
function ridingArm(paint: Paint, f: Frame, side: -1 | 1, hand: XY, sleeve: string, skin: string, arm: number): string {
  const armW = f.halfW * 0.38;
  const shoulder = { x: side * (f.halfW - armW * 0.3), y: f.shoulderY + 1 };
  const elbow = joint(shoulder, hand, arm, { x: 0, y: 1 });
  return `<path d="M${n(shoulder.x)} ${n(shoulder.y)}L${n(elbow.x)} ${n(elbow.y)}L${n(hand.x)} ${n(hand.y)}" stroke="${sleeve}" stroke-width="${n(armW)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/><circle cx="${n(hand.x)}" cy="${n(hand.y)}" r="${n(armW * 0.55)}" fill="${skin}"${ink(paint, 0.8)}/>`;
}

/**
 * The hand (or, holding in front, the forearms and hands) that holds a carried thing, drawn again
 * over it (../layout.ts): the fingers round a balloon's string, an umbrella's or a bag's handle,
 * a book's edges, never hidden behind what they hold.
 */
function holdingHands(paint: Paint, figure: Figure, arms: Arms): string {
  if (arms === 'front') return [-1, 1].map((side) => bentArm(paint, figure, side, false, frontHandsAt(figure))).join('');
  const hand = gripOf(figure, arms);
  const armW = FRAMES[figure.age].halfW * 0.38;
  // A raised hand is drawn where its arm ends (raisedArm); a hanging one a little below the grip.
  const y = arms === 'raising' ? hand.y : FRAMES[figure.age].hipY + 4;
  return `<circle cx="${n(hand.x)}" cy="${n(y)}" r="${n(armW * 0.55)}" fill="${round(paint, SKIN)}"${ink(paint, 0.8)}/>`;
}

function drawFigure(paint: Paint, figure: Figure, arms: Arms = 'hanging', reach?: Reach): string {
  const working = arms === 'working' || arms === 'front';
  const f = FRAMES[figure.age];
  const { shoulderY, hipY, halfW } = f;
  const realistic = paint.canvas.realistic;
  // The head (and all that is drawn on it) in its own frame: smaller and on a neck when realistic.
  const head = realistic ? lifelikeHead(f, figure.age) : f;
  const { headR: r, headY: y } = head;
  const skin = round(paint, SKIN);
  const cloth = paint.colour;
  const bottom = figure.bottom ?? (figure.age === 'old' ? '#5b5b66' : '#34495e');
  // A rider: the vehicle casts the shadow; the cape and back hair turn with the upper body.
  const riding = reach && ridingBody(f, reach);
  const parts: string[] = riding ? [] : [groundShadow(paint, halfW * 1.3)];
  if (figure.cape)
    parts.push(
      `<path d="M${n(-halfW)} ${n(shoulderY)}L${n(-halfW * 1.6)} -2L${n(halfW * 1.6)} -2L${n(halfW)} ${n(shoulderY)}Z" fill="${face(paint, figure.cape)}"${ink(paint)}/>`,
    );
  parts.push(backHair(paint, figure, head));
  const behind = riding ? parts.splice(0) : [];
  // Legs and shoes.
  const legW = halfW * 0.42;
  const legColour = figure.dress ? SKIN : bottom;
  const ridingLegs = (side: -1 | 1) =>
    reach
      ? ridingLeg(
          paint,
          f,
          side,
          side > 0 ? reach.feet : { x: reach.feet.x - legW * 1.4, y: reach.feet.y - legW * 1.2 },
          side > 0 ? paint.lit(legColour) : darker(paint.lit(legColour), 0.18),
        )
      : '';
  if (riding) parts.push(ridingLegs(-1));
  const upperFrom = parts.length;
  if (riding) parts.push(...behind);
  // The far arm behind the body, reaching for the bars.
  if (riding)
    parts.push(
      ridingArm(
        paint,
        f,
        -1,
        { x: riding.hands.x - 2, y: riding.hands.y + 1 },
        darker(paint.lit(figure.coat ? '#f2f2f2' : cloth), 0.15),
        skin,
        riding.arm,
      ),
    );
  for (const side of riding ? [] : [-1, 1]) {
    const x = side * halfW * 0.45;
    parts.push(
      `<rect x="${n(x - legW / 2)}" y="${n(hipY - 2)}" width="${n(legW)}" height="${n(-hipY - 1)}" rx="${n(legW * 0.3)}" fill="${figure.dress ? skin : face(paint, legColour)}"${ink(paint)}/>`,
      `<ellipse cx="${n(x + side * legW * 0.25)}" cy="${n(-legW * 0.35)}" rx="${n(legW * 0.85)}" ry="${n(legW * 0.42)}" fill="${round(paint, '#3b2a24')}"${ink(paint)}/>`,
    );
  }
  // Body: a dress to the knees (a rider's over the lap), or a top to the hips.
  const bodyEnd = figure.dress ? (riding ? hipY + legW * 1.6 : hipY * 0.45) : hipY + 2;
  const flare = figure.dress ? halfW * (riding ? 1.2 : 1.35) : halfW;
  const torso = realistic
    ? slopedTorso(f, r * 0.42, flare, bodyEnd)
    : `M${n(-halfW)} ${n(shoulderY + 3)}Q${n(-halfW)} ${n(shoulderY - 1)} ${n(-halfW + 4)} ${n(shoulderY - 1)}L${n(halfW - 4)} ${n(shoulderY - 1)}Q${n(halfW)} ${n(shoulderY - 1)} ${n(halfW)} ${n(shoulderY + 3)}L${n(flare)} ${n(bodyEnd)}L${n(-flare)} ${n(bodyEnd)}Z`;
  // Realistic hanging arms go behind the torso (inserted here), whose shoulders then round over their tops.
  let behindTorso = parts.length;
  parts.push(`<path d="${torso}" fill="${face(paint, figure.coat ? '#f7f7f7' : cloth)}"${ink(paint)}/>`);
  if (figure.coat)
    parts.push(
      `<path d="M${n(-halfW * 0.35)} ${n(shoulderY - 1)}L0 ${n(shoulderY + 12)}L${n(halfW * 0.35)} ${n(shoulderY - 1)}Z" fill="${face(paint, cloth)}"/><path d="M0 ${n(shoulderY + 12)}L0 ${n(bodyEnd)}" stroke="#c8c8c8" stroke-width="0.8"/>`,
    );
  if (!figure.dress && !figure.coat)
    parts.push(
      `<rect x="${n(-halfW)}" y="${n(hipY - 1)}" width="${n(halfW * 2)}" height="${n(3)}" fill="${darker(paint.lit(bottom), 0.2)}"/>`,
    );
  if (paint.attributes.has('apron'))
    parts.push(
      `<path d="M${n(-halfW * 0.6)} ${n(shoulderY + 6)}L${n(halfW * 0.6)} ${n(shoulderY + 6)}L${n(halfW * 0.8)} ${n(hipY * 0.55)}L${n(-halfW * 0.8)} ${n(hipY * 0.55)}Z" fill="${face(paint, '#fdf6e3')}"${ink(paint)}/><rect x="${n(-halfW * 0.3)}" y="${n(hipY * 0.85)}" width="${n(halfW * 0.6)}" height="${n(halfW * 0.4)}" fill="#e8a0a0" opacity="0.7"/>`,
    );
  // Arms with hands: hanging at the sides, or, working, bent forward with the hands together in
  // front at the hips' height (where a table's top is), drawn again over the work (workingHands).
  const armW = halfW * 0.38;
  const handY = hipY + 4;
  for (const side of [-1, 1]) {
    const x0 = side * (halfW - armW * 0.3);
    if (riding) {
      if (side > 0)
        parts.push(ridingArm(paint, f, 1, riding.hands, paint.lit(figure.coat ? '#f2f2f2' : cloth), skin, riding.arm));
      continue;
    }
    if (working) {
      parts.push(bentArm(paint, figure, side, true, arms === 'front' ? frontHandsAt(figure) : undefined));
      continue;
    }
    if (arms === 'raising' && side > 0) {
      parts.push(raisedArm(paint, figure, paint.lit(figure.coat ? '#f2f2f2' : cloth), skin));
      continue;
    }
    const x1 = side * (halfW + armW * 0.6);
    const arm =
      `<path d="M${n(x0)} ${n(armTop(paint, shoulderY))}L${n(x1)} ${n(handY - 3)}" stroke="${paint.lit(figure.coat ? '#f2f2f2' : cloth)}" stroke-width="${n(armW)}" stroke-linecap="round"/>` +
      `<circle cx="${n(x1)}" cy="${n(handY)}" r="${n(armW * 0.55)}" fill="${skin}"${ink(paint, 0.8)}/>`;
    if (realistic) parts.splice(behindTorso++, 0, arm);
    else parts.push(arm);
  }
  if (figure.coat && figure.hat !== 'chef')
    parts.push(
      `<path d="M${n(-halfW * 0.4)} ${n(shoulderY + 2)}Q${n(-halfW * 0.5)} ${n(shoulderY + 16)} 0 ${n(shoulderY + 18)}" stroke="#333333" stroke-width="1.2" fill="none"/><circle cx="0" cy="${n(shoulderY + 18)}" r="1.8" fill="#9aa3ad"/>`,
    );
  // Neck, head, ears, face, hair, hat.
  // A realistic neck is as wide as the jaw's narrowing leaves it (0.42 of the radius either side).
  const neckHalf = realistic ? r * 0.42 : r * 0.3;
  parts.push(
    // Realistic: the neck ends at the sloped torso's collar (slopedTorso), 3.4 units higher.
    `<rect x="${n(-neckHalf)}" y="${n(y + r * 0.7)}" width="${n(neckHalf * 2)}" height="${n(shoulderY - (realistic ? 3.2 : 0) - y - r * 0.7)}" fill="${skin}"/>`,
    // A top's round neckline: the neck goes into it, its rim a band of the cloth's shade (a coat has its lapels).
    figure.coat ? '' : neckline(paint, r, realistic ? shoulderY - 2.4 : shoulderY, skin, cloth),
    // Realistic: the head's shadow on the neck.
    realistic
      ? `<ellipse cx="0" cy="${n(y + r * 1.05)}" rx="${n(r * 0.45)}" ry="${n(r * 0.3)}" fill="${darker(paint.lit(SKIN), 0.45)}" opacity="0.6" filter="url(#fine)"/>`
      : '',
    realistic
      ? ears(r, y, skin)
      : `<circle cx="${n(-r * 0.98)}" cy="${n(y + r * 0.1)}" r="${n(r * 0.22)}" fill="${skin}"${ink(paint, 0.8)}/><circle cx="${n(r * 0.98)}" cy="${n(y + r * 0.1)}" r="${n(r * 0.22)}" fill="${skin}"${ink(paint, 0.8)}/>`,
    realistic
      ? `<path data-part="head" d="${headOutline(r, y)}" fill="${skin}"/><path d="${headOutline(r, y)}" fill="${paint.canvas.rimShade(darker(paint.lit(SKIN), 0.45), 0.55)}"/>`
      : `<ellipse cx="0" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 1.05)}" fill="${skin}"${ink(paint)}/>`,
    features(paint, figure, head),
    // The bald man's grey sides fit the illustration's round head: narrowed to the realistic head's
    // width, or they stand off it like pads (a full head of hair may stand wider than the head).
    realistic && figure.age === 'old' && figure.gender === 'male'
      ? `<g transform="scale(0.9 1)">${frontHair(paint, figure, head)}</g>`
      : frontHair(paint, figure, head),
  );
  const hatKind = figure.hat ?? (paint.attributes.has('hat') ? 'cap' : undefined);
  if (hatKind) parts.push(hat(paint, hatKind, head, figure.hat === 'cap' || !figure.hat ? darker(cloth, 0.1) : cloth));
  if (riding) {
    // The upper body leans to the bars; the near leg is drawn over the lap.
    const upper = parts.splice(upperFrom);
    parts.push(`<g transform="rotate(${n(riding.lean)} 0 ${n(hipY)})">${upper.join('')}</g>`, ridingLegs(1));
  }
  return parts.join('');
}

/** A crew neckline under the neck: the skin showing in a U cut into the top, rimmed by a band of the cloth. */
function neckline(paint: Paint, r: number, shoulderY: number, skin: string, cloth: string): string {
  const half = r * 0.34;
  const dip = r * 0.2;
  const top = shoulderY - 1;
  const u = `M${n(-half)} ${n(top)}Q0 ${n(top + dip * 2)} ${n(half)} ${n(top)}`;
  return `<path d="${u}Z" fill="${skin}"/><path d="${u}" fill="none" stroke="${darker(paint.lit(cloth), 0.22)}" stroke-width="${n(r * 0.07)}" stroke-linecap="round"/>`;
}

function person(id: string, zh: readonly string[], en: readonly string[], figure: Figure, colours: readonly string[]): Concept {
  const concept = thing(id, 'person', zh, en, {
    painter: (paint) => drawFigure(paint, figure),
    overlay: (paint) => holdingHands(paint, figure, 'hanging'),
    aspect: 0.46,
    metres: METRES[figure.age],
    colours,
    grip: gripOf(figure, 'hanging'),
    hips: -FRAMES[figure.age].hipY / 100,
  });
  const standing = concept.drawing;
  if (!standing) return concept;
  const work: Drawing = {
    ...standing,
    painter: (paint) => drawFigure(paint, figure, 'working'),
    overlay: (paint) => workingHands(paint, figure),
    hands: workingHandsAt(figure),
    grip: undefined,
  };
  const ride = (reach: Reach): Drawing => ({
    ...standing,
    painter: (paint) => drawFigure(paint, figure, 'hanging', reach),
    hands: [{ ...reach.hands, r: FRAMES[figure.age].halfW * 0.38 * 0.55 }],
    grip: undefined,
    overlay: undefined,
  });
  const holding = (arms: 'raising' | 'front'): Drawing => ({
    ...standing,
    painter: (paint) => drawFigure(paint, figure, arms),
    overlay: (paint) => holdingHands(paint, figure, arms),
    grip: gripOf(figure, arms),
  });
  return { ...concept, drawing: { ...standing, ride, poses: { work, raise: holding('raising'), front: holding('front') } } };
}

const BRIGHT = ['#e8453c', '#2f74d0', '#2bb38a', '#f2a33c', '#8e5cc7', '#e86aa6'];
const SOFT = ['#b5838d', '#6d8fb3', '#8a9a5b', '#c08552', '#7d6b91'];

export const PEOPLE: readonly Concept[] = [
  person('baby', ['婴儿', '宝宝', '宝贝', '小宝宝'], ['baby', 'infant', 'toddler'], { age: 'baby', gender: 'male' }, [
    '#f7d6e0',
    '#cfe8f7',
    '#fff3b0',
  ]),
  person(
    'girl',
    ['女孩', '小女孩', '姑娘', '女儿', '妹妹', '小姑娘'],
    ['girl', 'daughter', 'sister'],
    { age: 'child', gender: 'female', dress: true },
    BRIGHT,
  ),
  person(
    'boy',
    ['男孩', '小男孩', '儿子', '弟弟', '小伙子'],
    ['boy', 'son', 'brother', 'lad'],
    { age: 'child', gender: 'male' },
    BRIGHT,
  ),
  person(
    'child',
    ['孩子', '小孩', '儿童', '小朋友', '学生', '小学生'],
    ['child', 'children', 'kid', 'kids', 'student', 'pupil'],
    { age: 'child', gender: 'male', hat: 'cap', bottom: '#3a7fc0' },
    BRIGHT,
  ),
  person(
    'teenager',
    ['少年', '青少年', '少女', '中学生'],
    ['teenager', 'teen', 'youth'],
    { age: 'teen', gender: 'female' },
    BRIGHT,
  ),
  person(
    'woman',
    ['女人', '女士', '女子', '妈妈', '母亲', '阿姨', '姐姐', '妻子', '新娘', '美女'],
    ['woman', 'women', 'lady', 'mother', 'mom', 'mum', 'aunt', 'wife', 'bride'],
    { age: 'adult', gender: 'female', dress: true },
    BRIGHT,
  ),
  person(
    'man',
    ['男人', '男士', '男子', '爸爸', '父亲', '叔叔', '哥哥', '丈夫', '先生', '新郎'],
    ['man', 'men', 'gentleman', 'father', 'dad', 'uncle', 'husband', 'guy', 'groom', 'person', 'people'],
    { age: 'adult', gender: 'male' },
    BRIGHT,
  ),
  person(
    'old woman',
    ['奶奶', '外婆', '姥姥', '老奶奶', '老太太', '老妇人', '婆婆'],
    ['old woman', 'old lady', 'elderly woman', 'grandma', 'grandmother', 'granny', 'grandmas'],
    { age: 'old', gender: 'female', dress: true },
    SOFT,
  ),
  person(
    'old man',
    ['爷爷', '外公', '姥爷', '老爷爷', '老人', '老头', '老先生', '公公'],
    ['old man', 'elderly man', 'elderly', 'old people', 'grandpa', 'grandfather', 'grandad'],
    { age: 'old', gender: 'male' },
    SOFT,
  ),
  person('chef', ['厨师', '大厨'], ['chef', 'cook'], { age: 'adult', gender: 'male', hat: 'chef', coat: true }, ['#e8453c']),
  person('doctor', ['医生', '大夫'], ['doctor', 'physician'], { age: 'adult', gender: 'male', coat: true }, ['#5aa3d8']),
  person('nurse', ['护士'], ['nurse'], { age: 'adult', gender: 'female', coat: true, dress: true }, ['#f4a6b8']),
  person(
    'police officer',
    ['警察', '警官'],
    ['police', 'policeman', 'policewoman', 'officer', 'cop'],
    { age: 'adult', gender: 'male', hat: 'cap', bottom: '#1f2d4d' },
    ['#2b3f6b'],
  ),
  person(
    'firefighter',
    ['消防员'],
    ['firefighter', 'fireman'],
    { age: 'adult', gender: 'male', hat: 'helmet', bottom: '#b03a2e' },
    ['#c0392b'],
  ),
  person('soldier', ['士兵', '军人', '战士'], ['soldier'], { age: 'adult', gender: 'male', hat: 'helmet', bottom: '#4b5320' }, [
    '#5b6b2e',
  ]),
  person('farmer', ['农民', '农夫'], ['farmer'], { age: 'adult', gender: 'male', hat: 'straw', bottom: '#3a5f8f' }, [
    '#c0392b',
    '#8a9a5b',
  ]),
  person('worker', ['工人', '建筑工人'], ['worker', 'builder'], { age: 'adult', gender: 'male', hat: 'hardhat' }, ['#f28c28']),
  person('teacher', ['老师', '教师'], ['teacher', 'professor'], { age: 'adult', gender: 'female', dress: true }, [
    '#6d8fb3',
    '#8e5cc7',
  ]),
  person(
    'astronaut',
    ['宇航员', '航天员'],
    ['astronaut', 'spaceman'],
    { age: 'adult', gender: 'male', hat: 'space', bottom: '#e8e8e8' },
    ['#eeeeee'],
  ),
  person(
    'king',
    ['国王', '皇帝'],
    ['king', 'emperor'],
    { age: 'adult', gender: 'male', hat: 'crown', cape: '#b0202a', beard: true },
    ['#7a2e8a'],
  ),
  person(
    'queen',
    ['王后', '女王', '皇后'],
    ['queen', 'empress'],
    { age: 'adult', gender: 'female', hat: 'crown', dress: true, cape: '#b0202a' },
    ['#7a2e8a'],
  ),
  person('princess', ['公主'], ['princess'], { age: 'child', gender: 'female', hat: 'tiara', dress: true }, [
    '#f4a6c8',
    '#b9a3e3',
  ]),
  person('prince', ['王子'], ['prince'], { age: 'teen', gender: 'male', hat: 'crown', cape: '#2f4fa0' }, ['#f5f5f5']),
  person(
    'wizard',
    ['巫师', '魔法师'],
    ['wizard', 'magician'],
    { age: 'old', gender: 'male', hat: 'wizard', dress: true, beard: true },
    ['#3b3b9a'],
  ),
  person('witch', ['女巫'], ['witch'], { age: 'adult', gender: 'female', hat: 'witch', dress: true }, ['#2d2d3a']),
];
