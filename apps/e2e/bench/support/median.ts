/** The middle value (mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Runs `sample` `runs` times, one after the other, and returns every value. */
export async function sampleRuns(runs: number, sample: (run: number) => Promise<number>): Promise<number[]> {
  const values: number[] = [];
  for (let run = 0; run < runs; run += 1) values.push(await sample(run));
  return values;
}

export const RUNS = 5;

export const round = (value: number, digits = 0) => Number(value.toFixed(digits));
