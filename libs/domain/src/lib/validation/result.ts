/**
 * What every validator returns: the checked value, or the first failing rule with the form
 * field it belongs to (and, where a screen reacts to the kind of refusal, its `reason`).
 * Screens focus `field` and show `message`; no caller ever reads the message to find the field.
 */
export type Validation<T, F extends string = string, R extends string = never> = Valid<T> | Invalid<F, R>;

export interface Valid<T> {
  readonly ok: true;
  readonly value: T;
}

export interface Invalid<F extends string = string, R extends string = never> {
  readonly ok: false;
  readonly field: F;
  readonly message: string;
  /** The kind of refusal, for the few screens that react to it (e.g. a toast for insufficient funds). */
  readonly reason?: R;
}

export function valid<T>(value: T): Valid<T> {
  return { ok: true, value };
}

export function invalid<F extends string, R extends string = never>(
  field: F,
  message: string,
  reason?: R,
): Invalid<F, R> {
  return reason === undefined ? { ok: false, field, message } : { ok: false, field, message, reason };
}
