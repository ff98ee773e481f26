// Firestore's REST encoding of plain values, for the helpers that write to the emulator directly.

export type Plain = string | number | boolean | null | Date | Plain[] | { [key: string]: Plain };
export type RestValue = Record<string, unknown>;

/** A value in the REST encoding; whole numbers are integers, as the Firestore SDK writes them. */
function toRest(value: Plain): RestValue {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRest) } };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  return { mapValue: { fields: toRestFields(value) } };
}

export function toRestFields(data: { [key: string]: Plain }): Record<string, RestValue> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, toRest(value)]));
}
