/**
 * What every validator returns: the checked value, or the first failing rule with the form
 * field it belongs to. Screens focus `field` and show `message`; no caller ever reads the
 * message to find the field.
 */
export type Validation<T, F extends string = string> = Valid<T> | Invalid<F>;

export interface Valid<T> {
  readonly ok: true;
  readonly value: T;
}

export interface Invalid<F extends string = string> {
  readonly ok: false;
  readonly field: F;
  readonly message: string;
}

export function valid<T>(value: T): Valid<T> {
  return { ok: true, value };
}

export function invalid<F extends string>(field: F, message: string): Invalid<F> {
  return { ok: false, field, message };
}
