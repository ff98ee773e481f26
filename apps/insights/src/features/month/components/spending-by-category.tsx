import { categoryName, type MonthFigures } from '@pitaka/domain';
import { useDates, useMessageText } from '@pitaka/remote-kit';
import { SectionCard, SectionNote, theme } from '@pitaka/ui';
import styled from 'styled-components';
import { useInsightsText } from '../../../i18n/insights-text';
import { useFigures } from '../../../kit/figures-currency';
import { FiguresTable } from '../../../kit/figures-table';
import { SpendingChart } from './spending-chart';

const Nothing = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

/** Where the month's money went: a bar per category, and the same figures with their shares. */
export function SpendingByCategory({ figures }: { figures: MonthFigures }) {
  const text = useInsightsText();
  const { money: formatMoney } = useFigures();
  const say = useMessageText();
  const month = useDates().month(figures.month);
  return (
    <SectionCard title={text('sp')} aside={<SectionNote>{month}</SectionNote>}>
      {figures.spending.length === 0 ? (
        <Nothing>{text('sp.none', { month })}</Nothing>
      ) : (
        <>
          <SpendingChart spending={figures.spending} label={text('sp.chart', { month })} name={text('sp.bar')} />
          <FiguresTable
            caption={text('sp.caption', { month, total: formatMoney(figures.expense) })}
            rowHeader={{ header: text('category'), cell: (row) => say(categoryName(row.category)) }}
            columns={[
              { header: text('amount'), align: 'end', cell: (row) => formatMoney(row.amount) },
              { header: text('share'), align: 'end', cell: (row) => `${row.percent}%` },
            ]}
            rows={figures.spending}
            rowKey={(row) => row.category}
          />
        </>
      )}
    </SectionCard>
  );
}
