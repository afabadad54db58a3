// Stopping a server the e2e suite started (deploy/serve.sh: bash, nginx, the stand-in) so that
// nothing of it keeps the suite's process alive. The run that hung in CI ("close timed out
// after 10000ms … something prevents Vite server from exiting") was held open by our ends of
// the server's stdout/stderr pipes (the hanging-process reporter: two PIPEWRAP handles at the
// spawn): a process of the group that outlived the SIGTERM still held their other ends.
import type { ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';

export function signalGroup(child: ChildProcess | undefined, signal: NodeJS.Signals): void {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, signal); // the whole group: bash, nginx, the stand-in
  } catch {
    // already gone
  }
}

/**
 * SIGTERM to the group, SIGKILL if its leader is not gone within `graceMs`, then our ends of
 * its pipes are dropped: whatever of it survived (a grandchild in a group of its own), it no
 * longer holds this process open.
 */
export async function stopGroup(child: ChildProcess | undefined, graceMs = 5000): Promise<void> {
  if (!child?.pid) return;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    signalGroup(child, 'SIGTERM');
    const late = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    await exited;
    clearTimeout(late);
  }
  await Promise.all([child.stdout, child.stderr].map(closePipe));
}

async function closePipe(stream: Readable | null): Promise<void> {
  if (!stream || stream.closed) return;
  const closed = new Promise<void>((resolve) => stream.once('close', () => resolve()));
  stream.destroy();
  await closed;
}
