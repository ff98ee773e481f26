import { formatMoney, type RateField } from '@pitaka/domain';
import { inputProps, useCanChangeMoney, useDates, useFocusOnError } from '@pitaka/remote-kit';
import {
  Banner,
  Button,
  Card,
  FieldPair,
  LoadError,
  Skeleton,
  StackedForm as Form,
  TextField,
  theme,
} from '@pitaka/ui';
import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAccountsText } from '../../../i18n/accounts-text';
import type { KeptRatesState } from '../use-kept-rates';

const Section = styled(Card)`
  display: grid;
  gap: 1rem;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
`;

const Kept = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.25rem 1rem;
    padding: 0.35rem 0;
    border-top: 1px solid ${theme.colors.border};
    font-variant-numeric: tabular-nums;
  }
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
`;

const FOCUS_TARGET: Record<RateField, string> = { currency: '#rate-value', rate: '#rate-value', day: '#rate-day' };

/**
 * An account in its own currency: the rate the person keeps for it (the last one on or before
 * today), what the balance is worth at it in the books' currency (an estimate), a form to keep a
 * rate for a day, and the newest rates kept, each removable.
 */
export function RateCard({ currency, state }: { currency: string; state: KeptRatesState }) {
  const text = useAccountsText();
  const dates = useDates();
  const canChange = useCanChangeMoney();
  const headingId = useId();
  const { books, current, estimate, form } = state;
  useFocusOnError(form.error, FOCUS_TARGET);
  function submit(event: FormEvent) {
    event.preventDefault();
    state.submit();
  }
  const rateText = (rate: string) => text('rates.rate', { currency, rate, books });
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{text('rates.title', { currency })}</h2>
      {state.status === 'pending' ? (
        <Skeleton label={text('rates.loading')} lines={2} />
      ) : state.status === 'error' ? (
        <LoadError message={text('rates.loadFailed')} onRetry={state.retry} />
      ) : current && estimate !== null ? (
        <div>
          <p>{text('rates.current', { rate: rateText(current.rate), day: dates.date(current.day) })}</p>
          <Muted>{text('rates.estimate', { amount: formatMoney(estimate, books) })}</Muted>
        </div>
      ) : (
        <Muted>{text('rates.none', { currency, books })}</Muted>
      )}
      {canChange && (
        <Form noValidate onSubmit={submit} aria-label={text('rates.form', { currency })} aria-busy={state.busy}>
          {form.error && !form.error.field && <Banner tone="error">{form.error.message}</Banner>}
          <FieldPair $min="12rem">
            <TextField
              id="rate-value"
              label={text('rates.value', { currency, books })}
              inputMode="decimal"
              autoComplete="off"
              placeholder="15.3125"
              {...inputProps(form, 'rate')}
            />
            <TextField id="rate-day" label={text('rates.day')} type="date" {...inputProps(form, 'day')} />
          </FieldPair>
          <div>
            <Button type="submit" disabled={state.busy}>
              {state.busy ? text('rates.busy') : text('rates.keep')}
            </Button>
          </div>
        </Form>
      )}
      {state.listed.length > 0 && (
        <Kept aria-label={text('rates.list', { currency })}>
          {state.listed.map((rate) => (
            <li key={rate.day.getTime()}>
              <span>
                {dates.date(rate.day)} · {rateText(rate.rate)}
              </span>
              {canChange && (
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={state.removing !== null}
                  aria-label={text('rates.remove.label', { day: dates.date(rate.day) })}
                  onClick={() => void state.takeBack(rate)}
                >
                  {text('rates.remove')}
                </Button>
              )}
            </li>
          ))}
        </Kept>
      )}
    </Section>
  );
}
