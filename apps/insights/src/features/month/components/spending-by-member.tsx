import { sumMoney, type MonthKey } from '@pitaka/domain';
import { useDates } from '@pitaka/remote-kit';
import { SectionCard, SectionNote } from '@pitaka/ui';
import { useInsightsText } from '../../../i18n/insights-text';
import { useFigures } from '../../../kit/figures-currency';
import { FiguresTable } from '../../../kit/figures-table';
import type { NamedMemberSpending } from '../month-overview';

/** A household's month: who spent how much (the expenses each member added) and their share. */
export function SpendingByMember({ month, spending }: { month: MonthKey; spending: readonly NamedMemberSpending[] }) {
  const text = useInsightsText();
  const { money: formatMoney } = useFigures();
  const monthText = useDates().month(month);
  const total = sumMoney(spending.map((row) => row.amount));
  return (
    <SectionCard title={text('sm')} aside={<SectionNote>{text('sm.note', { month: monthText })}</SectionNote>}>
      <FiguresTable
        caption={text('sm.caption', { month: monthText, total: formatMoney(total) })}
        rowHeader={{ header: text('member'), cell: (row) => (row.you ? text('sm.you') : row.email) }}
        columns={[
          { header: text('amount'), align: 'end', cell: (row) => formatMoney(row.amount) },
          { header: text('share'), align: 'end', cell: (row) => `${row.percent}%` },
        ]}
        rows={spending}
        rowKey={(row) => row.member}
      />
    </SectionCard>
  );
}
