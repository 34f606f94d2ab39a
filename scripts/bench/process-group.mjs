// The live processes of a process group, read from Linux's /proc (bench:build's memory, bench:develop's idle wait).
import { readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS = 100; // USER_HZ on Linux
const PAGE_BYTES = 4096;

/**
 * Each live process of group `pgid`: its CPU seconds so far (user + system) and its RSS in bytes; null where /proc
 * cannot be listed. A process that ends between listing and reading is left out.
 */
export function groupProcesses(pgid) {
  let pids;
  try {
    pids = readdirSync('/proc');
  } catch {
    return null;
  }
  const processes = [];
  for (const pid of pids) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state ppid pgrp ... utime (14th) stime (15th) ... rss (24th).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      processes.push({ cpu: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS, rss: Number(fields[21]) * PAGE_BYTES });
    } catch {
      // The process ended between listing and reading.
    }
  }
  return processes;
}
