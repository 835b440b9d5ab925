import { readdirSync, readFileSync } from 'node:fs';

/** CPU and memory of processes, read from /proc (Linux): seconds of CPU, MB of resident memory. */
const TICKS_PER_SECOND = 100;

/** utime, stime, cutime, cstime and ppid of one process; null once it has gone. */
function stat(pid: number) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const at = (field: number) => Number(fields[field - 3]);
    return { ppid: at(4), own: at(14) + at(15), reaped: at(16) + at(17) };
  } catch {
    return null;
  }
}

/** The CPU a process has used, with the children it has waited for. */
export function cpuSeconds(pid: number): number {
  const s = stat(pid);
  return s ? (s.own + s.reaped) / TICKS_PER_SECOND : NaN;
}

/**
 * The CPU of a PostgreSQL cluster: the postmaster with its ended children (reaped into it) plus
 * every live child (backends, checkpointer, WAL writer...).
 */
export function clusterCpuSeconds(postmasterPid: number): number {
  const root = stat(postmasterPid);
  if (!root) return NaN;
  let ticks = root.own + root.reaped;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = stat(Number(entry));
    if (child?.ppid === postmasterPid) ticks += child.own + child.reaped;
  }
  return ticks / TICKS_PER_SECOND;
}

export function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Math.round(Number(line[1]) / 1024) : NaN;
  } catch {
    return NaN;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; answers the highest seen. */
export function watchRss(pid: number, everyMs = 250) {
  let highest = rssMb(pid);
  const timer = setInterval(() => {
    const now = rssMb(pid);
    if (now > highest) highest = now;
  }, everyMs);
  return {
    highest: () => highest,
    stop: () => {
      clearInterval(timer);
      return highest;
    },
  };
}

/** Measures the CPU a set of processes used between two calls, as cores busy on average. */
export function cpuMeter(read: () => number) {
  const start = read();
  const t0 = performance.now();
  return () => {
    const seconds = (performance.now() - t0) / 1000;
    const used = read() - start;
    return { cpuSeconds: round(used), cores: round(used / seconds) };
  };
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
