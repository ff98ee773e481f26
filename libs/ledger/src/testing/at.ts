/** A local date and time (the specs pin the zone to Asia/Manila). */
export function at(year: number, month: number, day: number, hours = 0, minutes = 0): Date {
  return new Date(year, month - 1, day, hours, minutes, 0, 0);
}
