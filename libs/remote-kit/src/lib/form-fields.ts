// What ties a form's inputs to its values and to the one error it shows.
import { TEXT_MAX_LENGTH, amountPrefix, isIsoCurrency, minorUnitsOf } from '@pitaka/domain';
import { useEffect, type ChangeEvent } from 'react';

/** The error a form shows: at one of its fields, or (field null) above the form. */
export interface FormError<F extends string = string> {
  field: F | null;
  message: string;
}

/** A form as its inputs see it: the values, a change of one, and the error shown. */
export interface FormFields<V> {
  values: V;
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  error?: FormError | null;
}

/** The keys of the values that hold free text (not one of a few choices). */
export type TextKey<V> = {
  [K in keyof V]-?: [V[K]] extends [string] ? (string extends V[K] ? K : never) : never;
}[keyof V];

/** One of a select's options: the value it sets, and its words. */
export interface Choice<T> {
  value: T;
  label: string;
  disabled?: boolean;
}

/** The error's message when it is about this field. */
export function errorFor<F extends string>(error: FormError<F> | null | undefined, field: F): string | undefined {
  return error?.field === field ? error.message : undefined;
}

/** Ties a control whose change is the text itself (a money input) to one value: value, change, error. */
export function valueProps<V>(form: FormFields<V>, field: TextKey<V>) {
  return {
    value: form.values[field] as string,
    onChange: (text: string) => form.set(field, text as V[TextKey<V>]),
    error: errorFor(form.error, field as string),
  };
}

/** The same for an <input>, whose change is an event. */
export function inputProps<V>(form: FormFields<V>, field: TextKey<V>) {
  const { onChange, ...props } = valueProps(form, field);
  return { ...props, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value) };
}

/** The same for a one-line text input, which takes no more than the validators allow (TEXT_MAX_LENGTH). */
export function textLineProps<V>(form: FormFields<V>, field: TextKey<V>) {
  return { maxLength: TEXT_MAX_LENGTH, ...inputProps(form, field) };
}

/** The same for a money input in `currency`: its symbol or code before it, its decimals, and '0.00' ('0' for yen) showing the format while it is empty. */
export function moneyProps<V>(form: FormFields<V>, field: TextKey<V>, currency: string) {
  const decimals = isIsoCurrency(currency) ? minorUnitsOf(currency) : 2;
  return {
    currencySymbol: amountPrefix(currency),
    decimals,
    placeholder: decimals === 0 ? '0' : `0.${'0'.repeat(decimals)}`,
    ...valueProps(form, field),
  };
}

/** The same for a select, with its options: a change is taken only when it is one of them. */
export function choiceProps<V, K extends keyof V & string>(
  form: FormFields<V>,
  field: K,
  options: readonly Choice<V[K]>[],
) {
  return {
    options,
    value: String(form.values[field]),
    onChange: (text: string) => {
      const chosen = options.find((option) => option.value === text);
      if (chosen) form.set(field, chosen.value);
    },
    error: errorFor(form.error, field),
  };
}

/** A form whose values are one object, handed on whole at every change. */
export function wholeForm<V>(values: V, onChange: (values: V) => void, error?: FormError | null): FormFields<V> {
  return { values, set: (key, value) => onChange({ ...values, [key]: value }), error };
}

/** When an error about a field is shown, focus goes to that field's input (found by its CSS selector). */
export function useFocusOnError<F extends string>(error: FormError<F> | null, targets: Record<F, string>) {
  useEffect(() => {
    if (error?.field) document.querySelector<HTMLElement>(targets[error.field])?.focus();
  }, [error, targets]);
}
