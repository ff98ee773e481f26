import {
  guessColumnMapping,
  guessDayOrder,
  validateColumnMapping,
  type ColumnMapping,
  type ColumnMappingField,
  type ColumnMappingInput,
  type DayOrder,
  type Invalid,
  type SavedColumnMapping,
  type StatementFile,
} from '@pitaka/domain';
import { useShownError } from '@pitaka/remote-kit';
import { useMemo, useState } from 'react';

const NONE: ColumnMappingInput = {
  date: '',
  description: '',
  amountKind: 'debit-credit',
  amount: '',
  debit: '',
  credit: '',
  category: '',
};

function inputOf(mapping: Partial<ColumnMapping>): ColumnMappingInput {
  const amount = mapping.amount;
  return {
    ...NONE,
    date: mapping.date ?? '',
    description: mapping.description ?? '',
    amountKind: amount?.kind ?? 'signed',
    amount: amount?.kind === 'signed' ? amount.amount : '',
    debit: amount?.kind === 'debit-credit' ? amount.debit : '',
    credit: amount?.kind === 'debit-credit' ? amount.credit : '',
    category: mapping.category ?? '',
  };
}

const sameColumns = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((column, i) => column === b[i]);

/** The columns' first reading: the account's remembered mapping when the file has its columns, else a guess. */
const datesOf = (file: StatementFile, column: string) =>
  file.rows.map((cells) => cells[file.header.indexOf(column)] ?? '');

function firstMapping(file: StatementFile, saved: SavedColumnMapping | null) {
  if (saved && sameColumns(saved.header, file.header)) {
    return { input: inputOf(saved.mapping), order: saved.dayOrder, remembered: true };
  }
  const input = inputOf(guessColumnMapping(file.header));
  return { input, order: guessDayOrder(datesOf(file, input.date)).order, remembered: false };
}

/**
 * Which column holds what, for one picked file: first the remembered or guessed mapping, then
 * the user's changes; whether its dates need the user to say which number is the month; and
 * the checked mapping once the user asks for the preview.
 */
export function useColumnMapping(file: StatementFile, saved: SavedColumnMapping | null) {
  const [first] = useState(() => firstMapping(file, saved));
  const [input, setInput] = useState(first.input);
  const [order, setOrder] = useState<DayOrder>(first.order);
  const [error, setError] = useState<Invalid<ColumnMappingField> | null>(null);
  // Asked only while the chosen column's dates read two ways; a remembered answer stands.
  const ambiguous = useMemo(
    () => !first.remembered && guessDayOrder(datesOf(file, input.date)).ask,
    [file, input.date, first.remembered],
  );

  function set<K extends keyof ColumnMappingInput>(key: K, value: ColumnMappingInput[K]) {
    setInput((current) => ({ ...current, [key]: value }));
    setError(null);
  }

  /** The mapping, checked; null (and the error shown at its field) when it is not complete. */
  function confirm(): ColumnMapping | null {
    const result = validateColumnMapping(input, file.header);
    if (result.ok) return result.value;
    setError(result);
    return null;
  }

  const shown = useShownError(error);
  return { input, set, order, setOrder, ambiguous, remembered: first.remembered, error: shown, confirm };
}

/** One file's mapping as the user edits it (what `useColumnMapping` gives). */
export type ColumnMappingState = ReturnType<typeof useColumnMapping>;
