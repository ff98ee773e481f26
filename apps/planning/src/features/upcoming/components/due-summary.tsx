import { formatPeso, type Coverage, type DueTotals } from '@pitaka/domain';
import { Banner, Card, Fact, theme } from '@pitaka/ui';
import styled from 'styled-components';
import { usePlanningText } from '../../../i18n/planning-text';

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 2.5rem;
  margin: 0;
  div {
    display: flex;
    flex-direction: column;
    gap: 0.15rem;
  }
  dt {
    color: ${theme.colors.textMuted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0;
    font-size: 1.35rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Stack = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Shortfalls = styled.ul`
  margin: 0;
  padding-left: 1.1rem;
`;

/** 'Due this week ₱X · Expected in ₱Y', and whether the accounts cover what is due. */
export function DueSummary({ totals, cover }: { totals: DueTotals; cover: Coverage }) {
  const text = usePlanningText();
  const short = cover.shortfalls.length > 0 || cover.unassignedShort > 0;
  return (
    <Stack as="section" aria-label={text('summary.label')}>
      <Figures>
        <Fact term={text('summary.dueThisWeek')}>{formatPeso(totals.dueThisWeek)}</Fact>
        <Fact term={text('summary.expectedIn')}>{formatPeso(totals.expectedInThisWeek)}</Fact>
      </Figures>
      {totals.varies > 0 && <span>{text('summary.varies', { count: totals.varies })}</span>}
      {short ? (
        <Banner tone="warning">
          {text('summary.short')}
          <Shortfalls>
            {cover.shortfalls.map(({ account, short: by }) => (
              <li key={account.id}>{text('summary.shortBy', { account: account.name, amount: formatPeso(by) })}</li>
            ))}
            {cover.unassignedShort > 0 && (
              <li>{text('summary.unassigned', { amount: formatPeso(cover.unassignedShort) })}</li>
            )}
          </Shortfalls>
        </Banner>
      ) : (
        totals.dueThisWeek > 0 && <Banner tone="success">{text('summary.covered')}</Banner>
      )}
    </Stack>
  );
}
