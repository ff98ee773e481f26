// The currencies an account can be opened in, as a choice names them (issue #39): the books'
// currency first, then the ones Filipinos abroad are paid in most, then every other ISO code.
import type { Language } from '../language';
import { ISO_4217_CODES } from './iso-4217';

/** Where most OFW salaries are paid (Gulf, East Asia, the West), offered right after the books' currency. */
const OFTEN_PAID_IN = [
  'USD',
  'AED',
  'SAR',
  'KWD',
  'QAR',
  'SGD',
  'HKD',
  'JPY',
  'TWD',
  'KRW',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
];

const LOCALES: Record<Language, string> = { en: 'en-PH', fil: 'fil-PH' };
const names = new Map<Language, Intl.DisplayNames>();

/** 'AED United Arab Emirates Dirham' (the code first, as the setup's choice); the code alone where Intl has no name. */
export function currencyChoiceLabel(code: string, language: Language = 'en'): string {
  let display = names.get(language);
  if (!display) {
    display = new Intl.DisplayNames(LOCALES[language], { type: 'currency', fallback: 'none' });
    names.set(language, display);
  }
  const name = display.of(code);
  return name && name !== code ? `${code} ${name}` : code;
}

/** Every currency an account may be in, the books' first: `{ value: code, label }`. */
export function currencyChoices(books: string, language: Language = 'en'): { value: string; label: string }[] {
  const first = [books, ...OFTEN_PAID_IN.filter((code) => code !== books)];
  const rest = ISO_4217_CODES.filter((code) => !first.includes(code));
  return [...first, ...rest].map((code) => ({ value: code, label: currencyChoiceLabel(code, language) }));
}
