import styled from 'styled-components';

const Time = styled.time`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export interface DateTextProps<T extends Date | string> {
  /** A Date (an instant) or an ISO string ('2025-03-09' for a calendar day). */
  value: T;
  /** Formats it for people: '2025-03-09' -> 'Mar 9, 2025'. */
  format: (value: T) => string;
}

/** A date in tabular figures inside <time>, with the machine-readable value in dateTime. */
export function DateText<T extends Date | string>({ value, format }: DateTextProps<T>) {
  return <Time dateTime={typeof value === 'string' ? value : value.toISOString()}>{format(value)}</Time>;
}
