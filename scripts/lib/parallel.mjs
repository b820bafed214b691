import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Runs lanes side by side; each lane is a list of commands run one after the other. A
 * lane's output (stdout and stderr, in the order they came) is kept until the lane ends and
 * then printed as one block with its duration, so the logs of parallel steps never
 * interleave. The first failure stops every other lane (its whole process group: pnpm's
 * jest workers and tsc children included) and rejects with that lane's error. A step's
 * `timeoutMinutes`, when given, stops it as a failure once that time is up; `niceness`, when
 * given, lowers its CPU priority (os.setPriority); `after`, the title of a step of another lane,
 * holds the step until that one has passed (the end-to-end tests' second half waits for the build).
 *
 * Resolves to the timing of every command that ran ({ title, seconds, cpuSeconds, status }), the
 * ones of a failed run included on the error (`error.timings`). `cpuSeconds` is the CPU the step's
 * whole process tree spent: on two cores shared by every lane, a lane's wall clock says more about
 * its neighbours than about itself, and the budget is won by cutting CPU.
 */
export async function runLanes(lanes, { cwd, write = (text) => process.stdout.write(text) } = {}) {
  const timings = [];
  const running = new Set();
  // What ran before (the install) is not a step's.
  childrenCpuSeconds = reapedChildrenCpuSeconds();
  let failure = null;
  /** Each step's title → a promise settled when it passes (resolved) or fails (rejected). */
  const passed = new Map();
  for (const step of lanes.flatMap((lane) => lane.steps)) {
    let settle;
    const promise = new Promise((resolve, reject) => (settle = { resolve, reject }));
    promise.catch(() => {});
    passed.set(step.title, { promise, ...settle });
  }
  for (const step of lanes.flatMap((lane) => lane.steps))
    if (step.after && !passed.has(step.after))
      throw new Error(`${step.title}: no step «${step.after}» to wait for`);

  const stopAll = () => {
    for (const child of running) killGroup(child);
    // A step waiting for one that will now never run goes on, sees the failure and stops.
    for (const step of passed.values()) step.reject(new Error('stopped'));
  };
  // The children live in process groups of their own (so that a whole tree can be stopped),
  // which also means Ctrl-C no longer reaches them: pass it on.
  const onSignal = (signal) => {
    stopAll();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  async function runLane(lane) {
    const started = Date.now();
    const output = [];
    write(`▸ ${lane.title}: started\n`);
    try {
      for (const step of lane.steps) {
        if (step.after) await passed.get(step.after).promise.catch(() => {});
        if (failure) return;
        output.push(`\n▸ ${step.title}\n`);
        const stepStarted = Date.now();
        const { status, cpuSeconds } = await runCaptured(step, cwd, output, running);
        const seconds = (Date.now() - stepStarted) / 1000;
        if (status === 0) passed.get(step.title).resolve();
        else passed.get(step.title).reject(new Error(step.title));
        timings.push({
          title: step.title,
          seconds,
          cpuSeconds,
          status: status === 0 ? 'passed' : failure ? 'stopped' : 'failed',
        });
        if (status !== 0) {
          if (!failure) {
            failure = Object.assign(new Error(`${step.title} failed (${status})`), { step: step.title });
            stopAll();
            output.push(`\n✖ ${step.title} failed (${status})\n`);
            write(block(lane.title, 'failed', started, output));
          } else {
            write(
              `■ ${lane.title}: stopped after ${formatSeconds((Date.now() - started) / 1000)} (another step failed)\n`,
            );
          }
          return;
        }
      }
      write(block(lane.title, 'passed', started, output));
    } catch (error) {
      if (!failure) {
        failure = error;
        stopAll();
      }
      output.push(`\n✖ ${error.message}\n`);
      write(block(lane.title, 'failed', started, output));
    }
  }

  try {
    await Promise.all(lanes.map(runLane));
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  if (failure) throw Object.assign(failure, { timings });
  return timings;
}

/**
 * CPU seconds (user + system) of the children this process has reaped so far, with everything they
 * reaped in turn (proc(5): cutime and cstime); null where /proc is not there. Read when each step
 * ends, the increase is that step's tree — or two steps' should two end between the readings.
 */
function reapedChildrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields 16 and 17, counted from the state, the third, just after the command's parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const USER_HZ = 100;
    return (Number(fields[13]) + Number(fields[14])) / USER_HZ;
  } catch {
    return null;
  }
}
let childrenCpuSeconds = reapedChildrenCpuSeconds();

/**
 * Spawns one command in a process group of its own and collects its output; resolves to its exit
 * status and the CPU seconds its process tree spent.
 */
function runCaptured(step, cwd, output, running) {
  return new Promise((resolve, reject) => {
    const child = spawn(step.command, step.args, {
      cwd,
      env: step.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    // A lower priority (higher niceness) for work nothing waits on: the processes it starts
    // inherit it, and the steps on the run's longest path get the cores first.
    if (step.niceness) setPriority(child.pid, step.niceness);
    // A step that outlives its limit is stopped and fails with what it printed so far, rather
    // than holding the run until CI's own limit ends it without a word.
    const limit =
      step.timeoutMinutes &&
      setTimeout(() => {
        output.push(`\n✖ ${step.title} stopped after ${step.timeoutMinutes} min (its limit)\n`);
        killGroup(child);
      }, step.timeoutMinutes * 60_000);
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => output.push(chunk));
    }
    child.once('error', (error) => {
      running.delete(child);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(limit);
      running.delete(child);
      const reaped = reapedChildrenCpuSeconds();
      const cpuSeconds = reaped === null || childrenCpuSeconds === null ? null : reaped - childrenCpuSeconds;
      childrenCpuSeconds = reaped;
      resolve({ status: code ?? signal ?? 1, cpuSeconds });
    });
  });
}

function killGroup(child) {
  try {
    // A negative pid names the process group the detached child leads.
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // It has already exited.
  }
}

function block(title, outcome, started, output) {
  const seconds = formatSeconds((Date.now() - started) / 1000);
  const mark = outcome === 'passed' ? '✔' : '✖';
  const body = output.join('').replace(/\n*$/, '\n');
  return `\n${'─'.repeat(72)}\n${mark} ${title} (${outcome}, ${seconds})${body}${'─'.repeat(72)}\n`;
}

export function formatSeconds(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/**
 * A table of every step's duration, the CPU its processes spent and how it ended, and the wall
 * time and CPU of the whole run.
 */
export function timingSummary(timings, totalSeconds) {
  const width = Math.max(...timings.map((timing) => timing.title.length), 'total (wall clock)'.length);
  const cpu = (seconds) => (typeof seconds === 'number' ? `${formatSeconds(seconds)} CPU` : '').padStart(14);
  const lines = timings.map(
    (timing) =>
      `  ${timing.title.padEnd(width)}  ${formatSeconds(timing.seconds).padStart(10)}  ${cpu(timing.cpuSeconds)}  ${timing.status}`,
  );
  const totalCpu = timings.reduce((sum, timing) => sum + (timing.cpuSeconds ?? 0), 0);
  lines.push(
    `  ${'total (wall clock)'.padEnd(width)}  ${formatSeconds(totalSeconds).padStart(10)}  ${cpu(totalCpu)}`,
  );
  return `\nTimings\n${lines.join('\n')}\n`;
}
