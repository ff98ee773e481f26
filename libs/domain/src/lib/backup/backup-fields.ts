// Strict readers of a backup file's JSON values. The first value of the wrong shape throws
// DamagedBackup naming where it is ('transaction "t1": amount …'); read-backup.ts turns it into
// the refusal. They mirror firestore.rules, so a file that passes is never refused half-way
// through a restore.
import { MAX_AMOUNT, TEXT_MAX_LENGTH } from '../constants';
import { centavos, type Centavos } from '../money';

export class DamagedBackup extends Error {
  override readonly name = 'DamagedBackup';
}

/** A date as the backup writes it: `Date.prototype.toISOString()`, in UTC with milliseconds. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `id` can name a Firestore document (and fits a link field, which the rules bound). */
export function isBackupId(id: unknown): id is string {
  return (
    typeof id === 'string' &&
    id.length > 0 &&
    id.length <= TEXT_MAX_LENGTH &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/.test(id)
  );
}

/** One JSON object of the file: its known keys read one by one, any other key refused. */
export class Fields {
  private constructor(
    private readonly o: Record<string, unknown>,
    readonly where: string,
  ) {}

  static of(value: unknown, where: string, required: readonly string[], optional: readonly string[] = []): Fields {
    if (!isPlainObject(value)) throw new DamagedBackup(`${where} is not an object`);
    const unknown = Object.keys(value).find((k) => !required.includes(k) && !optional.includes(k));
    if (unknown !== undefined) throw new DamagedBackup(`${where} has an unknown field "${unknown}"`);
    const missing = required.find((k) => !(k in value));
    if (missing !== undefined) throw new DamagedBackup(`${where} has no ${missing}`);
    return new Fields(value, where);
  }

  fail(what: string): never {
    throw new DamagedBackup(`${this.where}: ${what}`);
  }

  has(key: string): boolean {
    return key in this.o;
  }

  raw(key: string): unknown {
    return this.o[key];
  }

  text(key: string, { max = TEXT_MAX_LENGTH, nonEmpty = false } = {}): string {
    const v = this.o[key];
    if (typeof v !== 'string') this.fail(`${key} is not text`);
    if (nonEmpty && v.length === 0) this.fail(`${key} is empty`);
    if (v.length > max) this.fail(`${key} is longer than ${max} characters`);
    return v;
  }

  id(key: string): string {
    const v = this.o[key];
    if (!isBackupId(v)) this.fail(`${key} is not a valid id`);
    return v;
  }

  /** Whole centavos in 0..MAX_AMOUNT. */
  money(key: string): Centavos {
    const v = this.o[key];
    if (!Number.isSafeInteger(v) || (v as number) < 0 || (v as number) > MAX_AMOUNT)
      this.fail(`${key} is not a whole number of centavos from 0 to ${MAX_AMOUNT}`);
    return centavos(v as number);
  }

  int(key: string, min: number, max: number): number {
    const v = this.o[key];
    if (!Number.isInteger(v) || (v as number) < min || (v as number) > max)
      this.fail(`${key} is not a whole number from ${min} to ${max}`);
    return v as number;
  }

  bool(key: string): boolean {
    const v = this.o[key];
    if (typeof v !== 'boolean') this.fail(`${key} is not true or false`);
    return v;
  }

  date(key: string): Date {
    const v = this.o[key];
    const d = typeof v === 'string' && ISO_INSTANT.test(v) ? new Date(v) : null;
    if (!d || Number.isNaN(d.getTime()) || d.toISOString() !== v) this.fail(`${key} is not a date`);
    return d;
  }

  oneOf<T extends string>(key: string, values: readonly T[]): T {
    const v = this.o[key];
    if (!values.includes(v as T)) this.fail(`${key} is not one of ${values.join(', ')}`);
    return v as T;
  }

  list(key: string, min: number, max: number): unknown[] {
    const v = this.o[key];
    if (!Array.isArray(v) || v.length < min || v.length > max)
      this.fail(`${key} is not a list of ${min} to ${max} entries`);
    return v;
  }

  /** `{ [key]: read(key) }` when the field is there, `{}` otherwise (the model leaves it out). */
  optional<K extends string, T>(key: K, read: (key: K) => T): Partial<Record<K, T>> {
    return this.has(key) ? ({ [key]: read(key) } as Record<K, T>) : {};
  }
}
