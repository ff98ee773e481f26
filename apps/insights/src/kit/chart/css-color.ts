/**
 * A colour a canvas can draw: `var(--pk-income)` (what theme.colors gives) as the page's
 * stylesheet resolves it now, in the scheme in force; any other value as it is.
 */
export function cssColor<T>(value: T): T | string {
  if (typeof value !== 'string' || !value.startsWith('var(')) return value;
  const name = value.slice(4, -1);
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || value;
}
