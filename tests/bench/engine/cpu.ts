// CPU time used by this process (all its threads, the pool's included) and by its children that
// have ended (ffmpeg), in seconds. On a machine shared with other work the wall time of a run
// grows with the load; its CPU time does not, so it tells what the run costs on idle cores.
import { readFileSync } from 'node:fs';

/** Linux reports these times in clock ticks; 100 a second on every common kernel configuration. */
const TICKS_PER_SECOND = 100;

export function cpuSeconds(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name (which may hold spaces), from field 3 (state) on.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return (utime + stime + cutime + cstime) / TICKS_PER_SECOND;
  } catch {
    // No /proc: this process's own time only.
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  }
}
