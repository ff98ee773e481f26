// Manila days for the schedule specs, which zones.spec.ts reruns in other zones. `manilaAt` builds
// inputs with calendar.ts; the oracles (DAY_MS, MANILA_MS, dayCount, manilaIso, keyOf) use plain
// UTC arithmetic on instants shifted by +8 hours instead, so they check calendar.ts, not repeat it.
import { manilaDay } from '../lib/calendar';

/** `h` hours into the Manila calendar day `y`-`m`-`day` (month 1-12). */
export const manilaAt = (y: number, m: number, day: number, h = 0) =>
  new Date(manilaDay(y, m, day).getTime() + h * 3_600_000);

export const DAY_MS = 86_400_000;
export const MANILA_MS = 8 * 3_600_000;

/** The Manila day number: the UTC day count of the Manila wall-clock date. */
export const dayCount = (x: Date) => Math.floor((x.getTime() + MANILA_MS) / DAY_MS);

/** The Manila day of an instant as yyyy-mm-dd. */
export const manilaIso = (x: Date) => new Date(x.getTime() + MANILA_MS).toISOString().slice(0, 10);

/** The day number of a calendar date (as dayCount gives it for an instant on that Manila day). */
export const keyOf = (y: number, m: number, day: number) => Date.UTC(y, m - 1, day) / DAY_MS;
