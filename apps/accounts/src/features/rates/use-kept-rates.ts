// An account in a currency of its own (issue #39): the rates the person keeps for that currency
// (dated, their own, never fetched), a form to keep one for a day, and taking one back.
import { useCurrency, useRates, useRemoveRate, useSetRate } from '@pitaka/data';
import {
  fromDateInputValue,
  homeEstimate,
  toDateInputValue,
  validateRate,
  type Account,
  type IsoCurrency,
  type KeptRate,
  type RateField,
  type RateInput,
} from '@pitaka/domain';
import { reportFailure, useForm, useMessageText } from '@pitaka/remote-kit';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useAccountsText } from '../../i18n/accounts-text';

export interface RateValues {
  rate: string;
  day: string;
}

/** At most this many of the newest rates are listed (the rest stay kept). */
const LISTED = 5;

export function useKeptRates(account: Account & { currency: IsoCurrency }, today: Date) {
  const text = useAccountsText();
  const say = useMessageText();
  const books = useCurrency();
  const rates = useRates();
  const set = useSetRate();
  const remove = useRemoveRate();
  const [removing, setRemoving] = useState<number | null>(null);
  const kept = rates.data?.find((r) => r.id === account.currency)?.rates ?? [];
  // The Total Balance's estimate, of this account alone: its rate today and its balance at it.
  const alone = homeEstimate([account], rates.data ?? [], books, today);
  const current = alone?.used[0]?.rate ?? null;
  const form = useForm<RateValues, RateInput, RateField>({
    initial: { rate: '', day: toDateInputValue(today) },
    check: (values) => {
      const input = { currency: account.currency, rate: values.rate, day: fromDateInputValue(values.day) as Date };
      const result = validateRate(input, books);
      return result.ok ? { ok: true, value: result.value } : result;
    },
  });
  const submit = () =>
    form.save({
      send: (input) => set.mutateAsync(input),
      success: text('rates.kept'),
      then: () => form.set('rate', ''),
      failure: text('rates.keepFailed'),
      log: 'Keeping a rate failed',
    });

  async function takeBack(rate: KeptRate) {
    if (removing !== null) return;
    setRemoving(rate.day.getTime());
    try {
      await remove.mutateAsync({ currency: account.currency, day: rate.day });
      toast.success(text('rates.removed'));
    } catch (error) {
      reportFailure(say.ofError(error, text('rates.removeFailed')), error, 'Removing a rate failed');
    } finally {
      setRemoving(null);
    }
  }

  const estimate = current && alone ? alone.total : null;
  return {
    books,
    status: rates.status,
    retry: () => void rates.refetch(),
    current,
    estimate,
    listed: kept.slice(0, LISTED),
    form,
    busy: form.busy,
    submit,
    removing,
    takeBack,
  };
}

export type KeptRatesState = ReturnType<typeof useKeptRates>;
