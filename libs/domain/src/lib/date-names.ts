// The names of months and weekdays in each language, written by hand rather than with Intl so
// the text is identical on every ICU version (and Filipino's short months are the ones Filipino
// households write: 'Nob 25, 2026').
import { MONTH_NAMES, WEEKDAY_NAMES } from './calendar';
import type { Language } from './language';

const MONTHS: Readonly<Record<Language, readonly string[]>> = {
  en: MONTH_NAMES,
  fil: [
    'Enero',
    'Pebrero',
    'Marso',
    'Abril',
    'Mayo',
    'Hunyo',
    'Hulyo',
    'Agosto',
    'Setyembre',
    'Oktubre',
    'Nobyembre',
    'Disyembre',
  ],
};

const SHORT_MONTHS: Readonly<Record<Language, readonly string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fil: ['Ene', 'Peb', 'Mar', 'Abr', 'May', 'Hun', 'Hul', 'Ago', 'Set', 'Okt', 'Nob', 'Dis'],
};

const WEEKDAYS: Readonly<Record<Language, readonly string[]>> = {
  en: WEEKDAY_NAMES,
  fil: ['Linggo', 'Lunes', 'Martes', 'Miyerkules', 'Huwebes', 'Biyernes', 'Sabado'],
};

/** What a missing date reads as. */
export const MISSING_DATE_TEXT: Readonly<Record<Language, string>> = { en: 'N/A', fil: 'Wala' };

/** January..December (index 0..11) in `language`: 'Enero'… in Filipino. */
export function monthNames(language: Language = 'en'): readonly string[] {
  return MONTHS[language];
}

/** Jan..Dec (index 0..11) in `language`: 'Ene', 'Peb'… 'Nob', 'Dis' in Filipino. */
export function shortMonthNames(language: Language = 'en'): readonly string[] {
  return SHORT_MONTHS[language];
}

/** Sunday..Saturday (index 0..6) in `language`: 'Linggo', 'Lunes'… in Filipino. */
export function weekdayNames(language: Language = 'en'): readonly string[] {
  return WEEKDAYS[language];
}
