import { domainMessage, type DomainMessage, type MessageRef } from '../errors/messages/catalogue';

/**
 * What every validator returns: the checked value, or the first failing rule with the form
 * field it belongs to (and, where a screen reacts to the kind of refusal, its `reason`).
 * Screens focus `field` and show `message` (English) or, in the page's language, `ref`; no caller
 * ever reads the message to find the field.
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
  /** The message in any language (see MessageRef); absent for a group not yet in a catalogue. */
  readonly ref?: MessageRef;
  /** The kind of refusal, for the few screens that react to it (e.g. a toast for insufficient funds). */
  readonly reason?: R;
}

export function valid<T>(value: T): Valid<T> {
  return { ok: true, value };
}

export function invalid<F extends string, R extends string = never>(
  field: F,
  message: string | DomainMessage,
  reason?: R,
): Invalid<F, R> {
  const text = domainMessage(message);
  return reason === undefined ? { ok: false, field, ...text } : { ok: false, field, ...text, reason };
}
