// Which currency the page's figures are in (issue #39): the books' for all accounts, or an
// account's own when one in another currency is chosen. Every amount, table and chart axis of
// the month and the trends reads it here, so none is shown in the wrong currency.
import { formatCompactIn, formatMoney, toMajorUnits, type Centavos, type IsoCurrency } from '@pitaka/domain';
import { createContext, useContext, useMemo } from 'react';

const FiguresCurrency = createContext<IsoCurrency>('PHP');

export const FiguresCurrencyProvider = FiguresCurrency.Provider;

export interface Figures {
  currency: IsoCurrency;
  /** An exact amount: '₱1,234.50', 'AED 1,234.50', 'JPY 1,500'. */
  money: (amount: Centavos) => string;
  /** What a chart plots: the amount in major units. */
  major: (amount: Centavos) => number;
  /** A value axis label: '₱4.2K', 'AED 1.3K'. */
  compact: (major: number) => string;
}

export function useFigures(): Figures {
  const currency = useContext(FiguresCurrency);
  return useMemo(
    () => ({
      currency,
      money: (amount: Centavos) => formatMoney(amount, currency),
      major: (amount: Centavos) => toMajorUnits(amount, currency),
      compact: (major: number) => formatCompactIn(major, currency),
    }),
    [currency],
  );
}
