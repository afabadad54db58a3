// `npm run gallery [tool…]`: the engine's results laid out to be looked at as users will
// (docs/mocks.md, "Looking at the engine's results"). For each still tool a contact sheet
// (rows = sample photos or texts, columns = style × seed, each cell labelled) and a blind
// panel's sheet with its key; for speech, a WAV per voice × sample text and a page listing
// them; for the talking-photo GIF, a strip of frames per template. Everything goes to test-results/gallery/ (git-ignored), made by the real recipes in
// this process. Give tool ids to make only those (e.g. `npm run gallery -- avatar tts`).
import { randomInt } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isToolId, TOOL_IDS, toolOf, type ToolId } from '../../src/rules/catalog';
import { SAMPLE_PHOTOS, SAMPLE_PROMPTS, SAMPLE_SPEECH } from './samples';
import { gifStripSheet } from './gifStrips';
import { drawSheet } from './sheet';
import { recordVoices, speechPage } from './speech';
import { blindSheet, labelledSheet } from './stillSheets';
import { photoRow, textRow, type StillRow } from './stills';

const OUT = path.resolve(process.env.GALLERY_DIR ?? 'test-results/gallery');

const isStill = (tool: ToolId) => toolOf(tool).output === 'image';

function wantedTools(): ToolId[] {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !isToolId(name));
  if (unknown.length) throw new Error(`not a tool: ${unknown.join(', ')} (tools: ${TOOL_IDS.join(', ')})`);
  const tools = asked.filter(isToolId);
  // The stills first, then speech, then the GIF's frame strips (motion's own gallery is the next issue).
  return tools.length ? tools : [...TOOL_IDS.filter(isStill), 'tts', 'gif'];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function stillTool(tool: ToolId): Promise<void> {
  const started = performance.now();
  const rows: StillRow[] = [];
  if (toolOf(tool).input.kind === 'photo') for (const sample of SAMPLE_PHOTOS) rows.push(await photoRow(tool, sample));
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

/** One face nobody tuned to: 16 GIFs take about 2 minutes of CPU, more than all the avatars. */
const STRIP_SAMPLES = SAMPLE_PHOTOS.filter((sample) => sample.id === 'older-man');

async function gifStrips(): Promise<void> {
  const started = performance.now();
  const { sheet, made } = await gifStripSheet(STRIP_SAMPLES);
  await writeFile(path.join(OUT, 'gif-frames.png'), await drawSheet(sheet));
  console.log(`gif: ${made} GIFs as frame strips in ${seconds(performance.now() - started)}`);
}

async function main(): Promise<void> {
  const tools = wantedTools();
  const started = performance.now();
  // A tool made again replaces its own files; the other tools' stay.
  await mkdir(OUT, { recursive: true });
  for (const tool of tools) {
    if (isStill(tool)) await stillTool(tool);
    else if (tool === 'tts') await speech();
    else if (tool === 'gif') await gifStrips();
    else console.log(`${tool}: not in the gallery yet (motion tools are the next issue)`);
  }
  const files = (await readdir(OUT, { recursive: true, encoding: 'utf8' }))
    .filter((file) => /\.(png|json)$|[/\\]index\.html$/.test(file))
    .sort();
  const links = files.map((file) => `<li><a href="${file}">${file}</a></li>`).join('\n');
  await writeFile(
    path.join(OUT, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>Engine gallery</title><ul>\n${links}\n</ul>\n`,
  );
  console.log(`gallery: ${path.relative(process.cwd(), OUT)}/ in ${seconds(performance.now() - started)}`);
}

await main();
