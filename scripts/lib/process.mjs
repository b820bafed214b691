import { spawn } from 'node:child_process';

/**
 * Children still running. When this process exits before stopping them (a Playwright
 * worker whose suite setup timed out, an error half-way through starting a suite), they are
 * sent SIGTERM on the way out: an orphaned API would keep its port, and the next suite
 * started on the same ports could never listen.
 */
const live = new Set();
let stopsOnExit = false;
function stopOnExit(child) {
  live.add(child);
  child.once('exit', () => live.delete(child));
  if (stopsOnExit) return;
  stopsOnExit = true;
  process.once('exit', () => {
    for (const running of live) running.kill('SIGTERM');
  });
}

/**
 * Starts a long-running child and resolves once a line of its output matches `ready`
 * (the event the child prints when listening), so nobody has to guess with a sleep.
 */
export function startProcess({ name, command, args, cwd, env, ready, log = () => {} }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    stopOnExit(child);
    let settled = false;
    const onLine = (line) => {
      log(name, line);
      if (!settled && ready.test(line)) {
        settled = true;
        resolve(child);
      }
    };
    for (const stream of [child.stdout, child.stderr]) {
      let buffer = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        buffer += chunk;
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        lines.forEach(onLine);
      });
    }
    child.once('exit', (code, signal) => {
      if (!settled) {
        settled = true;
        reject(new Error(`${name} exited before it was ready (code ${code}, signal ${signal})`));
      }
    });
    child.once('error', (error) => {
      if (!settled) {
        settled = true;
        reject(error);
      }
    });
  });
}

/** Sends SIGTERM and resolves when the child has exited. */
export function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
