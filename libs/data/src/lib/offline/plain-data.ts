/**
 * Whether `value` is plain data: null, undefined, booleans, strings, finite numbers, valid Dates,
 * arrays and objects made of them (no class instances, Maps, Sets, functions or cycles). Only
 * such values go to the device's storage: a Firestore snapshot or a handle must never be kept.
 */
export function isPlainData(value: unknown, seen: Set<object> = new Set()): boolean {
  if (value === null || value === undefined) return true;
  switch (typeof value) {
    case 'boolean':
    case 'string':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object':
      break;
    default:
      return false;
  }
  const object = value as object;
  if (object instanceof Date) return !Number.isNaN(object.getTime());
  if (seen.has(object)) return false;
  seen.add(object);
  try {
    if (Array.isArray(object)) return object.every((item) => isPlainData(item, seen));
    const proto = Object.getPrototypeOf(object);
    if (proto !== Object.prototype && proto !== null) return false;
    if (Object.getOwnPropertySymbols(object).length > 0) return false;
    return Object.values(object).every((item) => isPlainData(item, seen));
  } finally {
    seen.delete(object);
  }
}
