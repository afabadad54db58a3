// A second nginx of the recipe for one test, with settings the suite's own server does not
// have (a server name): the same renderNginxConf, the same build, its own port and folder.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { renderNginxConf, type NginxOptions } from '../../deploy/renderNginxConf';
import { freePort } from './machine';

const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

export interface RunningNginx {
  base: string;
  stop: () => Promise<void>;
}

export async function startNginx(options: Pick<NginxOptions, 'apiUpstream' | 'serverName'>): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'miao-nginx-'));
  // Readable by the workers whoever they run as.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'www'));
  mkdirSync(join(dir, 'tmp'));
  symlinkSync(resolve('dist'), join(dir, 'www', 'miao_web'));
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  // As serve.sh does: started by root, the workers run as this user, so they read the build
  // even from a checkout in a private folder (a clone under /root, a mktemp -d).
  const workerUser = process.getuid?.() === 0 ? userInfo().username : undefined;
  writeFileSync(
    conf,
    renderNginxConf({ listen: `127.0.0.1:${port}`, root: join(dir, 'www'), runDir: dir, workerUser, ...options }),
  );
  const child = spawn(NGINX, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (d) => (errors += String(d)));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    child.stderr.destroy();
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${base}/`, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (up) return { base, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`nginx did not start on ${base}: ${errors}`);
}
