import { Fact, FactList, ProgressBar, SectionCard, SectionNote, StatusPill, theme } from '@pitaka/ui';
import styled from 'styled-components';
import { usePaluwaganText } from '../../../i18n/paluwagan-text';
import type { DetailSummary } from '../detail-view';

const Blocks = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.25rem 1rem;
    padding: 0.5rem 0.75rem;
    border-radius: ${theme.radius.sm};
    background: ${theme.colors.warningSoft};
    border-left: 4px solid ${theme.colors.accent};
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

/** The detail's four blocks: progress, money paid and received, the next payout, and what is due within 7 days. */
export function SummaryBlocks({ summary }: { summary: DetailSummary }) {
  const text = usePaluwaganText();
  const next = summary.nextPayout;
  const count = summary.upcoming.length;
  const weeksPaid = text('summary.weeksPaid', { paid: summary.weeksPaid, total: summary.weeks });
  const badge = next && (
    <StatusPill tone="info">{text(next.today ? 'summary.availableToday' : 'summary.comingSoon')}</StatusPill>
  );
  return (
    <Blocks>
      <SectionCard title={text('summary.progress')}>
        <ProgressBar label={text('summary.weeksPaidBar')} value={summary.progress} valueText={weeksPaid} />
        <FactList>
          <Fact term={text('summary.currentWeek')}>
            {text('summary.weekOf', { week: summary.currentWeek, total: summary.weeks })}
          </Fact>
          <Fact term={text('summary.paidSoFar')}>{weeksPaid}</Fact>
        </FactList>
      </SectionCard>
      <SectionCard title={text('summary.financial')}>
        <FactList>
          <Fact term={text('summary.totalPaid')}>{summary.totalPaid}</Fact>
          <Fact term={text('summary.totalReceived')}>{summary.totalReceived}</Fact>
        </FactList>
      </SectionCard>
      <SectionCard title={text('summary.nextPayout')} aside={badge}>
        {next ? (
          <FactList>
            <Fact term={text('summary.number')}>{next.number}</Fact>
            <Fact term={text('summary.date')}>{next.dateText}</Fact>
            <Fact term={text('summary.amount')}>{next.amountText}</Fact>
          </FactList>
        ) : (
          <SectionNote>{summary.noNextPayoutText}</SectionNote>
        )}
      </SectionCard>
      <SectionCard title={text('summary.upcoming')}>
        <SectionNote>{count === 0 ? text('summary.noneDue') : text('summary.dueCount', { count })}</SectionNote>
        {count > 0 && (
          <List>
            {summary.upcoming.map((u) => (
              <li key={u.week}>
                <span>
                  {text('week.label', { week: u.week })} · <strong>{u.amountText}</strong>
                </span>
                <span>{text('summary.due', { date: u.dueText })}</span>
              </li>
            ))}
          </List>
        )}
      </SectionCard>
    </Blocks>
  );
}
