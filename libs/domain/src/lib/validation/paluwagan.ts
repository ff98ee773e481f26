import {
  MAX_AMOUNT,
  PALUWAGAN_DESCRIPTION_MAX_LENGTH,
  PALUWAGAN_MAX_NUMBERS,
  PALUWAGAN_MIN_AMOUNT,
  PALUWAGAN_MIN_NUMBERS,
} from '../constants';
import { multiplyMoney, type Centavos } from '../money';
import { isWithinMaxAmount } from '../limits';
import { dropNumbersAbove } from '../paluwagan-schedule';
import { VALIDATION as V } from '../errors/messages';
import { isBlank, isValidDate, textLengthError } from './common';
import { invalid, valid, type Validation } from './result';

export interface PaluwaganFormInput {
  name: string;
  organizer: string;
  description?: string;
  startDate: Date | null;
  totalNumbers: number | null;
  amountPerNumber: Centavos | null;
  selectedNumbers: readonly number[];
}

/** The paluwagan form's fields. */
export type PaluwaganField =
  'name' | 'organizer' | 'description' | 'amountPerNumber' | 'totalNumbers' | 'startDate' | 'selectedNumbers';

/** What may always change: the texts, trimmed (no description is ''). */
export interface ValidPaluwaganNames {
  name: string;
  organizer: string;
  description: string;
}

/** The schedule's inputs once they passed; `selectedNumbers` keeps only those within the total. */
export interface ValidPaluwaganSchedule {
  amountPerNumber: Centavos;
  totalNumbers: number;
  startDate: Date;
  selectedNumbers: readonly number[];
}

/** A whole form that passed (not locked): names and schedule. */
export type ValidPaluwaganInput = ValidPaluwaganNames & ValidPaluwaganSchedule & { locked: false };
/** A locked paluwagan's form that passed: only the names were checked. */
export type ValidLockedPaluwaganInput = ValidPaluwaganNames & { locked: true };

/**
 * Paluwagan create/edit, first failing rule in form order: name (required, <= 200 characters),
 * organizer (required, <= 200), description (<= 1000), amount per number (>= 1, <= MAX_AMOUNT),
 * total numbers (whole, 1..100), payout per number = amount × total (<= MAX_AMOUNT, shown on the
 * amount), start date, at least one selected number within the total. When the paluwagan is
 * locked only name, organizer and description are checked (the financial fields are not
 * editable then) and the value says `locked: true`.
 */
export function validatePaluwaganForm(
  input: PaluwaganFormInput,
  opts?: { locked?: false },
): Validation<ValidPaluwaganInput, PaluwaganField>;
export function validatePaluwaganForm(
  input: PaluwaganFormInput,
  opts: { locked?: boolean },
): Validation<ValidPaluwaganInput | ValidLockedPaluwaganInput, PaluwaganField>;
export function validatePaluwaganForm(
  input: PaluwaganFormInput,
  opts: { locked?: boolean } = {},
): Validation<ValidPaluwaganInput | ValidLockedPaluwaganInput, PaluwaganField> {
  if (isBlank(input.name)) return invalid('name', V.paluwaganNameRequired);
  const nameLength = textLengthError(input.name, 'paluwaganName');
  if (nameLength) return invalid('name', nameLength);
  if (isBlank(input.organizer)) return invalid('organizer', V.organizerRequired);
  const organizerLength = textLengthError(input.organizer, 'organizer');
  if (organizerLength) return invalid('organizer', organizerLength);
  const descriptionLength = textLengthError(input.description, 'description', PALUWAGAN_DESCRIPTION_MAX_LENGTH);
  if (descriptionLength) return invalid('description', descriptionLength);
  const names: ValidPaluwaganNames = {
    name: input.name.trim(),
    organizer: input.organizer.trim(),
    description: input.description?.trim() ?? '',
  };
  if (opts.locked) return valid({ ...names, locked: true });
  const amount = input.amountPerNumber;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount))
    return invalid('amountPerNumber', V.amountPerNumberMin);
  if (!isWithinMaxAmount(amount)) {
    return invalid('amountPerNumber', amount > 0 ? V.amountPerNumberMax : V.amountPerNumberMin);
  }
  if (amount < PALUWAGAN_MIN_AMOUNT) return invalid('amountPerNumber', V.amountPerNumberMin);
  const total = input.totalNumbers;
  if (
    typeof total !== 'number' ||
    !Number.isInteger(total) ||
    total < PALUWAGAN_MIN_NUMBERS ||
    total > PALUWAGAN_MAX_NUMBERS
  ) {
    return invalid('totalNumbers', V.totalNumbersRange);
  }
  if (multiplyMoney(amount, total) > MAX_AMOUNT) return invalid('amountPerNumber', V.payoutPerNumberMax);
  const { startDate } = input;
  if (!isValidDate(startDate)) return invalid('startDate', V.startDateRequired);
  const selectedNumbers = dropNumbersAbove(input.selectedNumbers, total);
  if (selectedNumbers.length === 0) return invalid('selectedNumbers', V.selectAtLeastOneNumber);
  return valid({ ...names, amountPerNumber: amount, totalNumbers: total, startDate, selectedNumbers, locked: false });
}
