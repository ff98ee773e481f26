import { formatMoney, INSIGHTS, type PadalaMonth } from '@pitaka/domain';
import { useDates, useMessageText } from '@pitaka/remote-kit';
import { Fact, FactList, LoadError, SectionCard, SectionNote, theme } from '@pitaka/ui';
import styled from 'styled-components';
import { useInsightsText } from '../../../i18n/insights-text';
import type { PadalaReportState } from '../use-padala-report';

const Months = styled.ol`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    padding-top: 1rem;
    border-top: 1px solid ${theme.colors.border};
  }
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
`;

/**
 * The padala report: for each month, sending account and destination currency, how many padala
 * went, what was sent, the fees, what arrived, and the rate really got, without the fees and with
 * them. Shown only once there is a padala.
 */
export function PadalaReport({ months, failed, onRetry }: PadalaReportState) {
  const text = useInsightsText();
  const say = useMessageText();
  if (failed) {
    return (
      <SectionCard title={text('padala')}>
        <LoadError message={say(INSIGHTS.loadFailed)} onRetry={onRetry} />
      </SectionCard>
    );
  }
  if (!months || months.length === 0) return null;
  return (
    <SectionCard title={text('padala')} aside={<SectionNote>{text('padala.note')}</SectionNote>}>
      <Months>
        {months.map((entry) => (
          <PadalaMonthFacts key={`${entry.month}:${entry.accountId}:${entry.to}`} entry={entry} />
        ))}
      </Months>
    </SectionCard>
  );
}

function PadalaMonthFacts({ entry }: { entry: PadalaMonth }) {
  const text = useInsightsText();
  const dates = useDates();
  const heading = text('padala.heading', {
    month: dates.month(entry.month),
    account: entry.accountName,
    to: entry.to,
  });
  const rate = (value: string) => text('padala.rateOf', { from: entry.from, to: entry.to, rate: value });
  return (
    <li aria-label={heading}>
      <h3>{heading}</h3>
      <FactList $dense>
        <Fact term={text('padala.count')}>{entry.count}</Fact>
        <Fact term={text('padala.sent')}>{formatMoney(entry.sent, entry.from)}</Fact>
        <Fact term={text('padala.fees')}>{formatMoney(entry.fees, entry.from)}</Fact>
        <Fact term={text('padala.received')}>{formatMoney(entry.received, entry.to)}</Fact>
        <Fact term={text('padala.rate')}>{rate(entry.rates.withoutFee)}</Fact>
        <Fact term={text('padala.rateWithFees')}>{rate(entry.rates.withFee)}</Fact>
      </FactList>
    </li>
  );
}
