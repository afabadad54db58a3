// CPU time the gallery spends, this process's threads and the child processes it waited for
// (ffmpeg encoding and decoding the clips): on a shared machine the wall clock says more about
// the others than about the gallery.
import { readFileSync } from 'node:fs';

/** Clock ticks a second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** CPU seconds of the child processes already waited for (Linux /proc; 0 elsewhere). */
function childrenSeconds(): number {
  try {
    // The command name is in parentheses and may hold spaces: the fields follow its last ')'.
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 of stat(5), cutime and cstime, are the 14th and 15th after the name.
    return (Number(fields[13]) + Number(fields[14])) / TICKS;
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by the gallery: its own threads and its finished children. */
export function cpuSeconds(): number {
  const own = process.cpuUsage();
  return (own.user + own.system) / 1e6 + childrenSeconds();
}
