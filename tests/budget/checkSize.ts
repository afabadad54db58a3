// Budget check on the production build (run after `npm run build`):
//  - the initial JavaScript (every script index.html loads, and the home shell's loader) is
//    at most 112 kB gzip (issue 12 set 130, issues 16-18 grew it to 134.4; issue 19 brought it
//    to 114.9: the declarative router, 17.7 kB less, and the page models loaded with their
//    pages, 3.2 kB less; it had grown to 117.3 when issue 33 brought it to 111.9: the sign-in
//    flow, the expired-session notice, the failure words and the client's call on demand, the
//    model checks in development only, the router and the state libraries in the entry
//    chunk); the home shells load exactly index.html's app scripts;
//  - the page models (resources, shop, tasks) are not in it: they join with their pages;
//  - nor the sign-in words, the failure words or the model definition checks (issue 33);
//  - no production file holds the Redux DevTools hook or the QA recorder;
//  - heavy helpers (pako, the QR renderer, the video helper, axios, reselect, the answer checks with
//    the tool descriptors) are not in it.
// Markers are string literals that survive minification, one per heavy module.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_KB = 112;

export const HEAVY_MARKERS: Record<string, string[]> = {
  pako: ['invalid distance too far back', 'incorrect header check'],
  qrcode: ['Invalid QR Code version', 'No input text'],
  'video helper (src/utils/video.ts)': ['no 2d context'],
  // src/services/lazyRequest.ts loads it in its own chunk.
  axios: ['Request failed with status code'],
  // Memoized selectors live with the pages that list (src/features/resources/selectors.ts).
  reselect: ['expects an output function after the inputs'],
  // src/services/api.ts loads them with the request chunk (the descriptors' style lists come with them).
  'answer checks (src/rules/wire/schemas.ts) and tool descriptors': ['clip/astronaut'],
  // src/store/pageModels.ts loads them with the pages that read them.
  'page model resources': ['namespace:"resources"'],
  'page model shop': ['namespace:"shop"'],
  'page model tasks': ['namespace:"tasks"'],
  'page model history': ['namespace:"history"'],
  // src/features/auth/useStartLogin.ts loads the sign-in flow (loginFlow.ts) on the press, and
  // ExpiredNotice.tsx its notice when a login ends with a 401: the zh-CN auth words go with them.
  'sign-in words (src/locales/zh-CN/auth.ts)': ['获取登录二维码失败'],
  // src/store/buildAppStore.ts loads them for the client's notice; the views that word a failure are lazy.
  'failure words (src/locales/zh-CN/errors.ts)': ['服务器返回的数据格式不正确'],
  // src/app/model.ts checks a model's definition outside production only, as dva-core does.
  'model definition checks (src/app/checkModel.ts)': ['give the initial state as a value'],
};

const dist = 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
if (scripts.length === 0) throw new Error('no <script src> in dist/index.html');

let totalGzip = 0;
const problems: string[] = [];
for (const src of scripts) {
  const file = join(dist, src.replace(/^\/miao_web\//, '').replace(/^\//, ''));
  const code = readFileSync(file);
  const gzip = gzipSync(code).length;
  totalGzip += gzip;
  console.log(`${(gzip / 1000).toFixed(1).padStart(7)} kB gzip  ${file}`);
  const text = code.toString('utf8');
  for (const [name, markers] of Object.entries(HEAVY_MARKERS)) {
    if (markers.some((marker) => text.includes(marker))) problems.push(`${name} is in the initial bundle (${file})`);
  }
}
// The home page's shell (deploy/homeShell.ts) starts the same scripts from shell-loader.js:
// the same budget holds there, plus the loader itself.
for (const shell of ['home.html', 'home.en.html']) {
  const shellHtml = readFileSync(join(dist, shell), 'utf8');
  const listed = /data-scripts="([^"]*)"/.exec(shellHtml)?.[1].split(' ') ?? [];
  const appScripts = scripts.filter((src) => src.includes('/static/js/'));
  if (listed.join(' ') !== appScripts.join(' '))
    problems.push(`${shell} loads ${listed.join(' ') || 'no scripts'} instead of ${appScripts.join(' ')}`);
}
totalGzip += gzipSync(readFileSync(join(dist, 'shell-loader.js'))).length;
console.log(
  `${(gzipSync(readFileSync(join(dist, 'shell-loader.js'))).length / 1000).toFixed(1).padStart(7)} kB gzip  dist/shell-loader.js (home page)`,
);

// Redux DevTools and the QA recorder are wired in development only: not a byte of either in
// any production file.
const DEV_ONLY: Record<string, string> = {
  'the Redux DevTools hook': '__REDUX_DEVTOOLS_EXTENSION__',
  'the QA recorder (src/devtools)': 'Recorded with the QA recorder',
};
for (const file of readdirSync(join(dist, 'static', 'js'), { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.js')) continue;
  const text = readFileSync(join(dist, 'static', 'js', file), 'utf8');
  for (const [name, marker] of Object.entries(DEV_ONLY)) {
    if (text.includes(marker)) problems.push(`dist/static/js/${file} holds ${name} (development only)`);
  }
}

const totalKb = totalGzip / 1000;
console.log(
  `${totalKb.toFixed(1).padStart(7)} kB gzip  initial JavaScript (${totalGzip} bytes; budget ${INITIAL_JS_BUDGET_KB} kB)`,
);
if (totalKb > INITIAL_JS_BUDGET_KB)
  problems.push(`initial JavaScript ${totalKb.toFixed(1)} kB gzip is over ${INITIAL_JS_BUDGET_KB} kB`);
if (problems.length) {
  for (const p of problems) console.error(`budget: ${p}`);
  process.exit(1);
}
console.log('budget: ok');
