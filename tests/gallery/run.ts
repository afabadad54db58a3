// `npm run gallery [tool…]`: the engine's results laid out to be looked at as users will
// (docs/mocks.md, "Looking at the engine's results"). For each still tool a contact sheet
// (rows = sample photos or texts, columns = style × seed, each cell labelled) and a blind
// panel's sheet with its key; for speech, a WAV per voice × sample text and a page listing
// them; for each motion tool (gif, animation, video3d) a sheet per template or move (rows =
// sample × seed, columns = frames spread over the clip) and a blind panel's sheet of whole
// clips. Everything goes to test-results/gallery/ (git-ignored), made by the real recipes in
// this process. Give tool ids to make only those (e.g. `npm run gallery -- avatar tts`), or
// `tool:mode,mode` for only some of a motion tool's modes (their sheets alone, no blind panel).
import { randomInt } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isToolId, TOOL_IDS, toolOf, type ToolId } from '../../src/rules/catalog';
import { cpuSeconds } from './cpu';
import { modeClips, motionRowsOf, type MotionClip } from './motion';
import { isBlindRow } from './motionPlan';
import { blindMotionSheet, modeSheet } from './motionSheets';
import { SAMPLE_PROMPTS, SAMPLE_SPEECH, stillPhotos } from './samples';
import { drawSheet } from './sheet';
import { recordVoices, speechPage } from './speech';
import { blindSheet, labelledSheet } from './stillSheets';
import { photoRow, textRow, type StillRow } from './stills';

const OUT = path.resolve(process.env.GALLERY_DIR ?? 'test-results/gallery');

const isStill = (tool: ToolId) => toolOf(tool).output === 'image';
const isMotion = (tool: ToolId) => toolOf(tool).output === 'gif' || toolOf(tool).output === 'video';

interface Wanted {
  tool: ToolId;
  /** Only these modes of a motion tool (`gif:talk,cry`); all of them when not given. */
  modes?: string[];
}

function wantedTools(): Wanted[] {
  const asked = process.argv.slice(2).map((argument) => {
    const [name, modes] = argument.split(':');
    return { name, modes: modes?.split(',').filter(Boolean) };
  });
  const unknown = asked.filter(({ name }) => !isToolId(name)).map(({ name }) => name);
  if (unknown.length) throw new Error(`not a tool: ${unknown.join(', ')} (tools: ${TOOL_IDS.join(', ')})`);
  const wanted = asked.flatMap(({ name, modes }) => (isToolId(name) ? [{ tool: name, modes }] : []));
  for (const { tool, modes } of wanted) {
    const unknownModes = (modes ?? []).filter((mode) => !toolOf(tool).styles.includes(mode));
    if (unknownModes.length)
      throw new Error(`${tool} has no mode ${unknownModes.join(', ')} (modes: ${toolOf(tool).styles.join(', ')})`);
  }
  // The stills first, then speech, then motion.
  const all = [...TOOL_IDS.filter(isStill), ...TOOL_IDS.filter((tool) => tool === 'tts'), ...TOOL_IDS.filter(isMotion)];
  return wanted.length ? wanted : all.map((tool) => ({ tool }));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function stillTool(tool: ToolId): Promise<void> {
  const started = performance.now();
  const rows: StillRow[] = [];
  if (toolOf(tool).input.kind === 'photo') for (const sample of stillPhotos()) rows.push(await photoRow(tool, sample));
  else for (const sample of SAMPLE_PROMPTS) rows.push(await textRow(tool, sample));
  const made = rows.flatMap((row) => row.results);
  const times = made.map((entry) => entry.ms).sort((a, b) => a - b);
  const failed = made.filter((entry) => !entry.outcome.ok).length;
  const refused = rows.filter((row) => row.refused).map((row) => row.sampleId);

  const drawing = performance.now();
  await writeFile(path.join(OUT, `${tool}.png`), await drawSheet(labelledSheet(tool, rows)));
  const blind = blindSheet(tool, rows, randomInt(2 ** 31));
  await writeFile(path.join(OUT, `${tool}-blind.png`), await drawSheet(blind.sheet));
  await writeFile(path.join(OUT, `${tool}-blind-key.json`), `${JSON.stringify(blind.key, null, 2)}\n`);

  console.log(
    `${tool}: ${made.length} results in ${seconds(drawing - started)} (median ${seconds(times[Math.floor(times.length / 2)] ?? 0)} each)` +
      `${failed ? `, ${failed} failed` : ''}${refused.length ? `, refused: ${refused.join(', ')}` : ''}; sheets drawn in ${seconds(performance.now() - drawing)}`,
  );
}

async function speech(): Promise<void> {
  const started = performance.now();
  const folder = path.join(OUT, 'speech');
  await mkdir(folder, { recursive: true });
  const recordings = await recordVoices(SAMPLE_SPEECH, folder);
  await writeFile(path.join(folder, 'index.html'), speechPage(recordings));
  const failed = recordings.filter((entry) => !entry.outcome.ok).length;
  console.log(
    `tts: ${recordings.length} recordings in ${seconds(performance.now() - started)}${failed ? `, ${failed} failed` : ''}`,
  );
}

async function motionTool(tool: ToolId, only: readonly string[] | undefined): Promise<void> {
  const folder = path.join(OUT, 'motion');
  const clipsDir = path.join(folder, 'clips');
  await mkdir(clipsDir, { recursive: true });
  const rows = await motionRowsOf(tool);
  console.log(`${tool}: rows ${rows.map(({ plan }) => `${plan.sampleId}/seed ${plan.seed}`).join(', ')}`);
  const blindRows = new Set(rows.filter(({ plan }) => isBlindRow(plan)));
  const forBlind: MotionClip[] = [];
  for (const style of only ?? toolOf(tool).styles) {
    const [started, cpu] = [performance.now(), cpuSeconds()];
    const clips = await modeClips(tool, style, rows, clipsDir);
    await writeFile(path.join(folder, `${tool}-${style}.png`), await drawSheet(modeSheet(tool, style, clips)));
    forBlind.push(...clips.filter((_, index) => blindRows.has(rows[index])));
    const failed = clips.filter((clip) => !clip.outcome.ok).length;
    console.log(
      `  ${tool}-${style}: ${clips.length} clips${failed ? `, ${failed} failed` : ''} in ${seconds(performance.now() - started)}, ` +
        `${(cpuSeconds() - cpu).toFixed(1)} s of CPU`,
    );
  }
  // A blind panel judges the whole list of modes: not made for some of them.
  if (only) return;
  const blind = blindMotionSheet(tool, toolOf(tool).styles, forBlind, randomInt(2 ** 31));
  await writeFile(path.join(folder, `${tool}-blind.png`), await drawSheet(blind.sheet));
  await writeFile(path.join(folder, `${tool}-blind-key.json`), `${JSON.stringify(blind.key, null, 2)}\n`);
}

/** Runs one part of the gallery and says how long it took, on the clock and in CPU. */
async function timed(name: string, part: () => Promise<void>): Promise<void> {
  const [started, cpu] = [performance.now(), cpuSeconds()];
  await part();
  console.log(`[${name}: ${seconds(performance.now() - started)} on the clock, ${(cpuSeconds() - cpu).toFixed(1)} s of CPU]`);
}

async function main(): Promise<void> {
  const tools = wantedTools();
  const started = performance.now();
  // A tool made again replaces its own files; the other tools' stay.
  await mkdir(OUT, { recursive: true });
  for (const { tool, modes } of tools) {
    if (isStill(tool)) await timed(tool, () => stillTool(tool));
    else if (tool === 'tts') await timed(tool, speech);
    else if (isMotion(tool)) await timed(tool, () => motionTool(tool, modes));
    else console.log(`${tool}: not in the gallery`);
  }
  const files = (await readdir(OUT, { recursive: true, encoding: 'utf8' }))
    .filter((file) => /\.(png|json|gif|mp4)$|[/\\]index\.html$/.test(file))
    .sort();
  const links = files.map((file) => `<li><a href="${file}">${file}</a></li>`).join('\n');
  await writeFile(
    path.join(OUT, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>Engine gallery</title><ul>\n${links}\n</ul>\n`,
  );
  console.log(
    `gallery: ${path.relative(process.cwd(), OUT)}/ in ${seconds(performance.now() - started)}, ${cpuSeconds().toFixed(1)} s of CPU in all`,
  );
}

await main();
