// The one form kit: a form's values, the domain's structured check, the one error shown (at its
// field, or above the form), busy while saving, and the save itself: success toast and what comes
// next, or the failure said, toasted and logged. Every page form builds on it.
import { domainMessage, isDomainError, type DomainMessage } from '@pitaka/domain';
import { isDataError } from '@pitaka/platform';
import { useCallback, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import type { FormError } from './form-fields';
import { reportFailure } from './report-failure';
import { useMessageText, useShownError } from './message-text';

/** What a form's check says: the command's input, or the first failure and the field it is about. */
export type FormCheck<I, F extends string> =
  { ok: true; value: I } | ({ ok: false; field: F | null; reason?: string } & DomainMessage);

export interface FormConfig<V, I, F extends string> {
  /** The values the form starts with (they may change, e.g. as a record loads, until the user edits). */
  initial: V;
  /** The domain's check of the values (turned into the command's input). */
  check: (values: V) => FormCheck<I, F>;
  /** Which errors a change of a value makes stale; by default the error about that value's own field. */
  clears?: Partial<Record<keyof V, readonly F[]>>;
  /** What else a change of one value changes (the form's own rules). */
  afterChange?: (values: V, changed: keyof V) => V;
  /** After the first submit that failed its check, the error follows the values as they change. */
  live?: boolean;
}

export interface FormSave<I, R> {
  send: (input: I) => Promise<R>;
  /** The toast once saved. */
  success?: string | DomainMessage;
  /** What comes next once saved (e.g. the record's page). */
  then?: (result: R) => void;
  /** Said when the save fails for a reason the server does not give (and logged under `log`). */
  failure: string | DomainMessage;
  log: string;
  /** A shorter toast than the text shown above the form (by default the same). */
  failureToast?: string | DomainMessage;
  /** Show in the form only refusals (a rule said no); other failures are only toasted. */
  formShowsRefusalsOnly?: boolean;
  /** A failure is shown in the form and logged, not toasted (a dialog's, which stays open). */
  quiet?: boolean;
  /** A failed check also toasts this, when its reason is `reason` (the add form's funds). */
  toastFor?: { reason: string; message: string | DomainMessage };
}

const isRefusal = (error: unknown) => (isDataError(error) && error.code === 'refused') || isDomainError(error);

/** The error shown: at a field, or above the form (field null); its words follow the page's language. */
export type ShownFormError<F extends string> = FormError<F> & DomainMessage;

const failureOf = <I, F extends string>(result: FormCheck<I, F>): ShownFormError<F> | null =>
  result.ok ? null : { field: result.field, ...domainMessage(result) };

export function useForm<V, I, F extends string>(config: FormConfig<V, I, F>) {
  const say = useMessageText();
  const [edited, setEdited] = useState<V | null>(null);
  const values = edited ?? config.initial;
  const [error, setError] = useState<ShownFormError<F> | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const { afterChange, clears, initial, check } = config;
  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setEdited((current) => {
      const next = { ...(current ?? initial), [key]: value };
      return afterChange ? afterChange(next, key) : next;
    });
    const stale = clears?.[key] ?? [key as unknown as F];
    setError((current) => (current?.field && stale.includes(current.field) ? null : current));
  };

  /** Checks the values: the command's input, or null with the failure shown (and focused). */
  function validate(): I | null {
    setAttempted(true);
    const result = check(values);
    setError(failureOf(result));
    return result.ok ? result.value : null;
  }

  /**
   * Checks, then sends: the result once saved (toasted, then `then`), else undefined with the
   * failure shown. `typed`: the values to save when a dialog holds them (the form's own otherwise).
   */
  async function save<R>(steps: FormSave<I, R>, typed: V = values): Promise<R | undefined> {
    if (busy) return undefined;
    setAttempted(true);
    const result = check(typed);
    setError(failureOf(result));
    if (!result.ok) {
      if (steps.toastFor && result.reason === steps.toastFor.reason) toast.error(say(steps.toastFor.message));
      return undefined;
    }
    const input = result.value;
    setBusy(true);
    try {
      const saved = await steps.send(input);
      if (steps.success) toast.success(say(steps.success));
      steps.then?.(saved);
      return saved;
    } catch (failure) {
      const toasted = steps.quiet
        ? (console.error(steps.log, failure), '')
        : reportFailure(say.ofError(failure, steps.failureToast ?? steps.failure), failure, steps.log);
      const shown = steps.failureToast || steps.quiet ? say.ofError(failure, steps.failure) : toasted;
      if (!steps.formShowsRefusalsOnly || isRefusal(failure)) setError({ field: null, message: shown });
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  const isLive = config.live === true && attempted;
  // Live: the check of the values as they are now (one object while they stay), else what the save said.
  const now = useMemo(() => (isLive ? failureOf(check(values)) : null), [isLive, values, check]);
  const shown = useShownError(isLive ? (now ?? (error?.field === null ? error : null)) : error);
  // What the last submit found: one object until the next submit, for focusing its field
  // (`useFocusOnError`), which a live error, new at every change, must not do.
  const submitted = useShownError(error);
  /** Replaces every value at once (a form whose inputs edit the values as a whole). */
  const setValues = useCallback((next: V) => setEdited(next), []);
  return { values, set, setValues, error: shown, submitted, busy, validate, save, showError: setError };
}

/** The part of a form's state its inputs read and write. */
export type FormFieldsOf<V, F extends string> = {
  values: V;
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  error: ShownFormError<F> | null;
};
