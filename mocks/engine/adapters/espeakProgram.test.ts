// The espeak-ng command line over one reused instance: a run that fails leaves nothing behind,
// neither a file of the run before it nor a broken instance.
import { describe, expect, it } from 'vitest';
import { runEspeak } from './espeakProgram';
import { wavDurationS } from './speech';

const command = (voice: string) => ['-v', voice, '-w', '/out.wav', '-f', '/in.txt'];

describe('runEspeak', { timeout: 300_000 }, () => {
  it('answers no file for a run that fails after one that wrote it, and runs again afterwards', async () => {
    const spoken = await runEspeak(command('en'), { path: '/in.txt', text: 'Hello there.' }, '/out.wav');
    expect(spoken.status).toBe(0);
    expect(wavDurationS(spoken.output ?? new Uint8Array())).toBeGreaterThan(0.5);

    const failed = await runEspeak(command('xx'), { path: '/in.txt', text: 'Hello there.' }, '/out.wav');
    expect(failed.status).toBe(1);
    expect(failed.output).toBeUndefined();
    expect(failed.errors.join(' ')).toMatch(/voice does not exist/);
    expect(failed.errors.join(' ')).not.toMatch(/program exited/);

    const again = await runEspeak(command('en'), { path: '/in.txt', text: 'Hello there.' }, '/out.wav');
    expect(again.status).toBe(0);
    expect(wavDurationS(again.output ?? new Uint8Array())).toBe(wavDurationS(spoken.output ?? new Uint8Array()));
  });
});
