import {
  PALUWAGAN_MAX_NUMBERS,
  dropNumbersAbove,
  fromDateInputValue,
  isWithinMaxAmount,
  ownedNumbers,
  paluwaganPayoutPerNumber,
  paluwaganWeeklyAmount,
  parseAmount,
  toAmountInputValue,
  toDateInputValue,
  type Paluwagan,
  type PaluwaganField,
  type PaluwaganFormInput,
  type Centavos,
} from '@pitaka/domain';

/** The form as typed: text fields stay text until submit, so nothing the user typed is lost. */
export interface PaluwaganFormValues {
  name: string;
  organizer: string;
  amountPerNumber: string;
  totalNumbers: string;
  /** 'YYYY-MM-DD', a Manila calendar day. */
  startDate: string;
  description: string;
  /** Every number ever ticked; those above the total are dropped when read (see `ownNumbers`). */
  selectedNumbers: number[];
}

export type SetFormValue = <K extends keyof PaluwaganFormValues>(key: K, value: PaluwaganFormValues[K]) => void;

/** The fields a failed check points at: @pitaka/domain's own names for them. */
export type FormField = PaluwaganField;

export const DEFAULT_TOTAL_NUMBERS = 10;

export function newPaluwaganValues(today: Date): PaluwaganFormValues {
  return {
    name: '',
    organizer: '',
    amountPerNumber: '',
    totalNumbers: String(DEFAULT_TOTAL_NUMBERS),
    startDate: toDateInputValue(today),
    description: '',
    selectedNumbers: [],
  };
}

export function paluwaganValues(p: Paluwagan): PaluwaganFormValues {
  return {
    name: p.name,
    organizer: p.organizer,
    amountPerNumber: toAmountInputValue(p.amountPerNumber),
    totalNumbers: String(p.totalNumbers),
    startDate: toDateInputValue(p.startDate),
    description: p.description,
    selectedNumbers: ownedNumbers(p).map((n) => n.number),
  };
}

/** A whole number ('12', or '12.00' as the stepper writes it); null for anything else. */
export function parseTotalNumbers(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:\.0*)?\s*$/.exec(text);
  return match ? Number(match[1]) : null;
}

/** How many numbers the grid shows: the total typed, within 0..100. */
export function gridSize(values: Pick<PaluwaganFormValues, 'totalNumbers'>): number {
  const total = parseTotalNumbers(values.totalNumbers) ?? 0;
  return Math.min(total, PALUWAGAN_MAX_NUMBERS);
}

/** The selected numbers that exist under the current total (lowering it drops those above). */
export function ownNumbers(values: PaluwaganFormValues): number[] {
  return dropNumbersAbove(values.selectedNumbers, gridSize(values));
}

export function toFormInput(values: PaluwaganFormValues): PaluwaganFormInput {
  return {
    name: values.name,
    organizer: values.organizer,
    description: values.description,
    amountPerNumber: parseAmount(values.amountPerNumber),
    totalNumbers: parseTotalNumbers(values.totalNumbers),
    startDate: fromDateInputValue(values.startDate),
    selectedNumbers: ownNumbers(values),
  };
}

/** Amount × total, once both are valid; null while either is not. */
export function payoutPreview(input: PaluwaganFormInput): Centavos | null {
  const { amountPerNumber: amount, totalNumbers: total } = input;
  if (amount === null || amount <= 0 || !isWithinMaxAmount(amount)) return null;
  if (total === null || total < 1 || total > PALUWAGAN_MAX_NUMBERS) return null;
  return paluwaganPayoutPerNumber(amount, total);
}

/** What the user pays each week for the numbers picked, once the amount is valid. */
export function weeklyPreview(input: PaluwaganFormInput): Centavos | null {
  const amount = input.amountPerNumber;
  if (amount === null || amount <= 0 || !isWithinMaxAmount(amount)) return null;
  return paluwaganWeeklyAmount(amount, input.selectedNumbers.length);
}

/** The id of a field's input, for labels, focus and tests. */
export function fieldId(field: FormField): string {
  return `paluwagan-${field}`;
}
