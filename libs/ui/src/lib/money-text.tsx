import styled from 'styled-components';
import { theme } from './theme';

/** 'transfer': money moving between own accounts, neither income nor expense (neutral colour, signed). */
export type MoneyKind = 'income' | 'expense' | 'transfer';

const toneColor = { income: theme.colors.income, expense: theme.colors.expense, neutral: 'inherit' } as const;

const Figure = styled.span<{ $tone: keyof typeof toneColor }>`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ $tone }) => toneColor[$tone]};
  font-weight: ${({ $tone }) => ($tone === 'neutral' ? 'inherit' : 600)};
`;

export interface MoneyTextProps<T extends number = number> {
  /** The amount in any unit `format` understands (e.g. branded centavos); its sign counts. */
  amount: T;
  /** Formats the absolute amount, symbol included: 124050 -> '₱1,240.50'. */
  format: (absolute: T) => string;
  /**
   * A transaction's type: income is green '+', expense red '−', whatever the sign of `amount`;
   * a transfer is neutral, '−' leaving the account and '+' arriving.
   */
  kind?: MoneyKind;
  /** Show '+' and green for positive amounts too (negative ones are always red '−'). */
  signed?: boolean;
}

/**
 * An amount in tabular figures, with its sign in text as well as colour. The minus is U+2212,
 * which screen readers say as "minus" (a hyphen is often skipped).
 */
export function MoneyText<T extends number>({ amount, format, kind, signed = false }: MoneyTextProps<T>) {
  const tone = toneOf(amount, kind, signed);
  const negative = tone === 'expense' || (kind === 'transfer' && amount < 0);
  const positive = tone === 'income' || (kind === 'transfer' && amount > 0);
  return (
    <Figure $tone={tone} data-tone={tone}>
      {negative ? '\u2212' : positive ? '+' : ''}
      {/* The absolute value is in the caller's unit still (Math.abs drops a branded type). */}
      {format(Math.abs(amount) as T)}
    </Figure>
  );
}

function toneOf(amount: number, kind: MoneyKind | undefined, signed: boolean): keyof typeof toneColor {
  if (kind === 'transfer') return 'neutral';
  if (kind) return kind;
  return amount < 0 ? 'expense' : amount > 0 && signed ? 'income' : 'neutral';
}
