/**
 * Where an issue's time goes, step by step (milliseconds added per step name). Only
 * `pnpm bench:documents` passes one, to print each step's share; the product passes none.
 */
export type StepTimes = Map<string, number>;

export function addStep(steps: StepTimes | undefined, step: string, ms: number): void {
  if (steps) steps.set(step, (steps.get(step) ?? 0) + ms);
}

/** Runs `work` and adds its duration to `step`. */
export async function timed<T>(
  steps: StepTimes | undefined,
  step: string,
  work: () => Promise<T> | T,
): Promise<T> {
  if (!steps) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    addStep(steps, step, performance.now() - started);
  }
}
