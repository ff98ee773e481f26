// The suite's dates: Manila calendar days and wall-clock times, as instants.

/** A Manila calendar day ('2026-11-28') as its midnight. */
export const manilaDay = (iso: string) => new Date(`${iso}T00:00:00+08:00`);

/** A Manila wall-clock time ('2026-11-28T09:00' or with seconds) as an instant. */
export const manilaTime = (iso: string) => new Date(`${iso}+08:00`);
