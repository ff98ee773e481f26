// OWASP "CSV injection": a spreadsheet runs a cell that starts with one of these as a formula
// (=HYPERLINK(...), +cmd|..., @SUM(...)); tab and carriage return hide the sign from a first look.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as a spreadsheet will read it as text: a leading apostrophe where the text would
 * start a formula (OWASP's advice), so `=1+1` shows as "=1+1" and never computes. Applied to text
 * only: amounts are written as plain numbers, which a spreadsheet never runs.
 */
export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
