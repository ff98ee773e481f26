// A command's input as it travels to the server and back: JSON, with each Date as `{ $date: ISO }`
// (JSON has no dates, and a command's input has several) and each NaN or infinity as
// `{ $number: 'NaN' }` (JSON would make it null). An invalid date or amount then reaches the
// domain as it was typed, and is refused with the same words as on the client. Both ends use
// these two functions.

const DATE_TAG = '$date';
const NUMBER_TAG = '$number';

/** The input as JSON-safe data: every Date and non-finite number tagged. */
export function toWire(value: unknown): unknown {
  if (value instanceof Date) return { [DATE_TAG]: Number.isNaN(value.getTime()) ? null : value.toISOString() };
  if (typeof value === 'number' && !Number.isFinite(value)) return { [NUMBER_TAG]: String(value) };
  if (Array.isArray(value)) return value.map(toWire);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, toWire(v)]),
    );
  }
  return value;
}

/** The input back, every tagged date a Date again (an invalid one stays an invalid Date for the domain to refuse). */
export function fromWire(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromWire);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 1 && entries[0][0] === DATE_TAG) {
      const iso = entries[0][1];
      return new Date(typeof iso === 'string' ? iso : Number.NaN);
    }
    if (entries.length === 1 && entries[0][0] === NUMBER_TAG) return Number(entries[0][1]);
    return Object.fromEntries(entries.map(([k, v]) => [k, fromWire(v)]));
  }
  return value;
}
