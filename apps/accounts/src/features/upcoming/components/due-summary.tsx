import { formatPeso, type Coverage, type DueTotals } from '@pitaka/domain';
import { Banner, Card, theme } from '@pitaka/ui';
import styled from 'styled-components';

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
  const short = cover.shortfalls.length > 0 || cover.unassignedShort > 0;
  return (
    <Stack as="section" aria-label="Totals this week">
      <Figures>
        <div>
          <dt>Due this week</dt>
          <dd>{formatPeso(totals.dueThisWeek)}</dd>
        </div>
        <div>
          <dt>Expected in</dt>
          <dd>{formatPeso(totals.expectedInThisWeek)}</dd>
        </div>
      </Figures>
      {totals.varies > 0 && (
        <span>
          {totals.varies === 1 ? '1 item' : `${totals.varies} items`} this week {totals.varies === 1 ? 'has' : 'have'}{' '}
          an amount that varies, not counted above.
        </span>
      )}
      {short ? (
        <Banner tone="warning">
          Your accounts do not cover what is due by the end of this week:
          <Shortfalls>
            {cover.shortfalls.map(({ account, short: by }) => (
              <li key={account.id}>
                {account.name} is short by {formatPeso(by)}
              </li>
            ))}
            {cover.unassignedShort > 0 && (
              <li>Paluwagan and debt payments need {formatPeso(cover.unassignedShort)} more across your accounts</li>
            )}
          </Shortfalls>
        </Banner>
      ) : (
        totals.dueThisWeek > 0 && (
          <Banner tone="success">Your accounts cover what is due by the end of this week.</Banner>
        )
      )}
    </Stack>
  );
}
