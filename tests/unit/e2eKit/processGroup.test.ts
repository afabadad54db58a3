// @vitest-environment node
// The e2e teardown leaves nothing that holds the suite open: a server group whose member
// outlives the SIGTERM (in a session of its own, holding the pipes) used to keep vitest alive
// until "close timed out after 10000ms".
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { stopGroup } from '../../e2e/processGroup';

const pipes = () => process.getActiveResourcesInfo().filter((kind) => kind === 'PipeWrap').length;
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let survivor = 0;
afterEach(() => {
  if (survivor && alive(survivor)) process.kill(survivor, 'SIGKILL');
});

describe('stopping an e2e server group', () => {
  it('ends the group and drops our ends of its pipes, even with a survivor holding them', async () => {
    const before = pipes();
    // Like serve.sh: a leader, a member (nginx) and one that escapes the group (setsid).
    // The survivor says its pid only once it is in its own session (out of the group's reach).
    const child = spawn('bash', ['-c', "setsid bash -c 'echo $$; exec sleep 30' & sleep 30 & wait"], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    survivor = await new Promise<number>((resolve) => child.stdout.once('data', (d) => resolve(Number(String(d).trim()))));
    expect(pipes()).toBe(before + 2);

    await stopGroup(child);

    expect(child.exitCode !== null || child.signalCode !== null).toBe(true);
    expect(alive(survivor)).toBe(true); // still there, still holding the pipes' other ends…
    expect(pipes()).toBe(before); // …and nothing of ours waits on them
  });

  it('kills a leader that ignores SIGTERM after the grace time', async () => {
    const child = spawn('bash', ['-c', "trap '' TERM; echo ready; while :; do sleep 0.1; done"], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    await new Promise((resolve) => child.stdout.once('data', resolve));
    await stopGroup(child, 200);
    expect(child.signalCode).toBe('SIGKILL');
  });
});
