import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import sm from 'source-map-js';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const consumer = new sm.SourceMapConsumer(map);
const lines = code.split('\n');
const bySource = new Map();
let prev = null;
consumer.eachMapping((m) => {
  if (prev && prev.generatedLine === m.generatedLine) {
    const text = lines[prev.generatedLine - 1].slice(prev.generatedColumn, m.generatedColumn);
    const key = prev.source ?? '(none)';
    bySource.set(key, (bySource.get(key) ?? '') + text);
  }
  prev = m;
});
const rows = [...bySource].map(([k, t]) => [k, t.length, gzipSync(t).length]).sort((a, b) => b[1] - a[1]);
for (const [k, n, g] of rows.slice(0, +(process.argv[3] ?? 40))) console.log(String(n).padStart(7), String(g).padStart(6), k);
