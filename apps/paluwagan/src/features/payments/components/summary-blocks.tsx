import { Fact, FactList, ProgressBar, SectionCard, SectionNote, StatusPill, theme } from '@pitaka/ui';
import styled from 'styled-components';
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
  const next = summary.nextPayout;
  const count = summary.upcoming.length;
  return (
    <Blocks>
      <SectionCard title="Progress">
        <ProgressBar label="Weeks paid" value={summary.progress} valueText={summary.weeksPaid} />
        <FactList>
          <Fact term="Current week">{summary.weekOf}</Fact>
          <Fact term="Paid so far">{summary.weeksPaid}</Fact>
        </FactList>
      </SectionCard>
      <SectionCard title="Financial Summary">
        <FactList>
          <Fact term="Total Paid">{summary.totalPaid}</Fact>
          <Fact term="Total Received">{summary.totalReceived}</Fact>
        </FactList>
      </SectionCard>
      <SectionCard title="Next Payout" aside={next && <StatusPill tone="info">{next.badge}</StatusPill>}>
        {next ? (
          <FactList>
            <Fact term="Number">{next.number}</Fact>
            <Fact term="Date">{next.dateText}</Fact>
            <Fact term="Amount">{next.amountText}</Fact>
          </FactList>
        ) : (
          <SectionNote>{summary.noNextPayoutText}</SectionNote>
        )}
      </SectionCard>
      <SectionCard title="Upcoming Payments">
        <SectionNote>{count === 0 ? 'No payments due within 7 days.' : `${count} due within 7 days`}</SectionNote>
        {count > 0 && (
          <List>
            {summary.upcoming.map((u) => (
              <li key={u.week}>
                <span>
                  Week {u.week} · <strong>{u.amountText}</strong>
                </span>
                <span>Due {u.dueText}</span>
              </li>
            ))}
          </List>
        )}
      </SectionCard>
    </Blocks>
  );
}
