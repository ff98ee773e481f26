import { isDataError } from '@pitaka/data';

/** A business rule said no: its text belongs beside the field as well as in the toast. */
export function isRefusal(error: unknown): boolean {
  return isDataError(error) && error.code === 'refused';
}
