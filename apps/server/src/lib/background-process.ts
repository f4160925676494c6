/**
 * Background processes for CPU-heavy work that must not slow requests: a child Node process
 * running a module of this app at the lowest CPU priority, talking over IPC. A process rather
 * than a worker thread because a priority holds per thread and a worker's native work (sharp,
 * fs) runs on the libuv thread pool it shares with the server; in a child process every thread
 * is its own and lowered.
 *
 * The compiled server runs `dist/<name>.js` (build.mjs builds each one as its own entry beside
 * main.js); the sources under tsx and the tests run `<name>.ts` beside the caller through tsx.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

/** Starts module `name`, which sits beside the module whose `import.meta.url` is `callerUrl`. */
export function startBackgroundProcess(callerUrl: string, name: string): ChildProcess {
  const ts = callerUrl.endsWith('.ts');
  const file = fileURLToPath(new URL(`./${name}.${ts ? 'ts' : 'js'}`, callerUrl));
  const args = ts ? ['--import', import.meta.resolve('tsx'), file] : [file];
  return spawn(process.execPath, args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Buffers cross as Buffers, not JSON.
    serialization: 'advanced',
  });
}

/**
 * Gives every thread of this process the lowest CPU priority (nice 19); threads started later
 * inherit it. Call it first thing in a background process, before loading anything heavy. Linux
 * keeps a priority per thread (listed in /proc/self/task); elsewhere the process is lowered as
 * one, and where that is refused the work still runs, only not deprioritised.
 */
export function lowerProcessPriority() {
  let threads = [0];
  try {
    threads = fs.readdirSync('/proc/self/task').map(Number);
  } catch {
    // not Linux
  }
  for (const tid of threads) {
    try {
      os.setPriority(tid, os.constants.priority.PRIORITY_LOW);
    } catch {
      // not allowed
    }
  }
}
