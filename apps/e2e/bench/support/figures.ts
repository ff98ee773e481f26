// Each bench file records its figures here; tools/bench.mjs reads tmp/bench/figures/*.json and
// prints one table. A target is only compared, never asserted: the bench fails when it cannot
// measure, not when the app is slow.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { median } from './median';

export const FIGURES_DIR = join(__dirname, '../../../../tmp/bench/figures');

export type Target = { atMost: number } | { atLeast: number };

export interface Figure {
  /** Bytes, Time, Scale, Reads, Writes, Lighthouse. */
  section: string;
  name: string;
  value: number;
  unit: string;
  target?: Target;
  /** Every sample behind a median. */
  samples?: number[];
}

/** The figures of one bench file, written to tmp/bench/figures/<file>.json by save(). */
export function figureSheet(file: string) {
  const figures: Figure[] = [];
  return {
    add(figure: Figure) {
      figures.push(figure);
      console.log(`  ${figure.name}: ${figure.value} ${figure.unit}`);
    },
    /** The median of the samples, in whole milliseconds (or the unit given). */
    addMedian(figure: Omit<Figure, 'value'> & { samples: number[] }) {
      this.add({ ...figure, value: Math.round(median(figure.samples)), samples: figure.samples.map(Math.round) });
    },
    save() {
      mkdirSync(FIGURES_DIR, { recursive: true });
      writeFileSync(join(FIGURES_DIR, `${file}.json`), `${JSON.stringify(figures, null, 2)}\n`);
    },
  };
}
