import styled from 'styled-components';
import { theme } from './theme';

export type MoneyKind = 'income' | 'expense';

const toneColor = { income: theme.colors.income, expense: theme.colors.expense, neutral: 'inherit' } as const;

const Figure = styled.span<{ $tone: keyof typeof toneColor }>`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ $tone }) => toneColor[$tone]};
  font-weight: ${({ $tone }) => ($tone === 'neutral' ? 'inherit' : 600)};
`;

export interface MoneyTextProps {
  /** The amount in any unit `format` understands (centavos or pesos); its sign counts. */
  amount: number;
  /** Formats the absolute amount, symbol included: 1240.5 -> '₱1,240.50'. */
  format: (absolute: number) => string;
  /** A transaction's type: income is green '+', expense red '−', whatever the sign of `amount`. */
  kind?: MoneyKind;
  /** Show '+' and green for positive amounts too (negative ones are always red '−'). */
  signed?: boolean;
}

/**
 * An amount in tabular figures, with its sign in text as well as colour. The minus is U+2212,
 * which screen readers say as "minus" (a hyphen is often skipped).
 */
export function MoneyText({ amount, format, kind, signed = false }: MoneyTextProps) {
  const tone = kind ?? (amount < 0 ? 'expense' : amount > 0 && signed ? 'income' : 'neutral');
  const sign = tone === 'expense' ? '\u2212' : tone === 'income' ? '+' : '';
  return (
    <Figure $tone={tone} data-tone={tone}>
      {sign}
      {format(Math.abs(amount))}
    </Figure>
  );
}
