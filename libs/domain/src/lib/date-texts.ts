// Every way a screen shows a date, bound to one language: what `useDates()` (@pitaka/remote-kit)
// hands a component, and what a view builder takes beside its data.
import { formatDate, formatDateTime, formatInstantDate, formatTime } from './dates';
import { monthNames, weekdayNames } from './date-names';
import { monthLabel, monthName, shortMonthLabel } from './insights';
import { shortMonthYearLabel } from './insight-months';
import { periodLabel, type PeriodKey } from './budget-periods';
import type { Language } from './language';
import type { MonthKey } from './summaries';

export interface DateTexts {
  readonly language: Language;
  /** A date-only value's Manila day: 'Nov 25, 2026' / 'Nob 25, 2026' (formatDate). */
  date(d: Date | null | undefined): string;
  /** An instant's local date (formatInstantDate). */
  instantDate(d: Date | null | undefined): string;
  /** An instant's local date and time: 'Nob 25, 2026, 1:05 PM' (formatDateTime). */
  dateTime(d: Date | null | undefined): string;
  /** An instant's local time: '1:05 PM' (formatTime). */
  time(d: Date | null | undefined): string;
  /** 'Oktubre' */
  monthName(key: MonthKey): string;
  /** 'Oktubre 2026' */
  month(key: MonthKey): string;
  /** 'Okt' (chart axes) */
  shortMonth(key: MonthKey): string;
  /** 'Okt 2026' (narrow table rows) */
  shortMonthYear(key: MonthKey): string;
  /** A budget period: 'Nobyembre 2026', or a kinsena 'Nob 16–30, 2026'. */
  period(key: PeriodKey): string;
  /** January..December */
  readonly monthNames: readonly string[];
  /** Sunday..Saturday */
  readonly weekdayNames: readonly string[];
}

function textsIn(language: Language): DateTexts {
  return {
    language,
    date: (d) => formatDate(d, language),
    instantDate: (d) => formatInstantDate(d, language),
    dateTime: (d) => formatDateTime(d, language),
    time: (d) => formatTime(d, language),
    monthName: (key) => monthName(key, language),
    month: (key) => monthLabel(key, language),
    shortMonth: (key) => shortMonthLabel(key, language),
    shortMonthYear: (key) => shortMonthYearLabel(key, language),
    period: (key) => periodLabel(key, language),
    monthNames: monthNames(language),
    weekdayNames: weekdayNames(language),
  };
}

const DATE_TEXTS: Readonly<Record<Language, DateTexts>> = { en: textsIn('en'), fil: textsIn('fil') };

/** The date formatters of `language` (one object per language, so it is safe in a hook's deps). */
export function dateTexts(language: Language = 'en'): DateTexts {
  return DATE_TEXTS[language];
}
