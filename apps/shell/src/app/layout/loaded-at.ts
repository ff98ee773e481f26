// When the data shown offline was loaded, in the device's zone (it is the moment the user saw it)
// and the page's language, written as every other date of the app (dates.ts, not Intl, so the
// same on every ICU): "3:05 PM" today, "Tue, Nov 24, 3:05 PM" ("Mar, Nob 24, 3:05 PM") another day.
import { formatTime, shortMonthNames, weekdayNames, type Language } from '@pitaka/domain';

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

export function loadedAtText(at: number, now: number, language: Language = 'en'): string {
  const loaded = new Date(at);
  const time = formatTime(loaded, language);
  if (sameDay(loaded, new Date(now))) return time;
  const weekday = weekdayNames(language)[loaded.getDay()].slice(0, 3);
  return `${weekday}, ${shortMonthNames(language)[loaded.getMonth()]} ${loaded.getDate()}, ${time}`;
}
