import { formatMoney, monthLabel, type MonthFigures } from '@pitaka/domain';
import { SectionCard, SectionNote, theme } from '@pitaka/ui';
import styled from 'styled-components';
import { FiguresTable } from '../../../kit/figures-table';
import { SpendingChart } from './spending-chart';

const Nothing = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

/** Where the month's money went: a bar per category, and the same figures with their shares. */
export function SpendingByCategory({ figures }: { figures: MonthFigures }) {
  const month = monthLabel(figures.month);
  return (
    <SectionCard title="Spending by category" aside={<SectionNote>{month}</SectionNote>}>
      {figures.spending.length === 0 ? (
        <Nothing>No spending in {month}.</Nothing>
      ) : (
        <>
          <SpendingChart
            spending={figures.spending}
            label={`Bar chart of spending by category in ${month}; the table below lists each amount.`}
          />
          <FiguresTable
            caption={`Spending by category, ${month} (total ${formatMoney(figures.expense)})`}
            rowHeader={{ header: 'Category', cell: (row) => row.category }}
            columns={[
              { header: 'Amount', align: 'end', cell: (row) => formatMoney(row.amount) },
              { header: 'Share', align: 'end', cell: (row) => `${row.percent}%` },
            ]}
            rows={figures.spending}
            rowKey={(row) => row.category}
          />
        </>
      )}
    </SectionCard>
  );
}
