// What the Date and Time inputs of an instant (a transaction, a transfer) hold.
import { toLocalDateInputValue, toTimeInputValue } from '@pitaka/domain';

/** yyyy-mm-dd and HH:mm in the device's zone: a transaction or a transfer is an instant. */
export interface DateTimeValues {
  date: string;
  time: string;
}

/** The inputs' values for `instant`. */
export function dateTimeValues(instant: Date): DateTimeValues {
  return { date: toLocalDateInputValue(instant), time: toTimeInputValue(instant) };
}
