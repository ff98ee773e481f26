// {space}/goals/{id}: a savings goal with what was set aside toward it. A new collection, so
// amounts are integer centavos, as the budgets and summaries.
import { centavos, type Goal, type GoalContribution } from '@pitaka/domain';
import type { StoredDoc, StoredDate } from './stored-doc';
import { docCodec, readStamps, withStamps, type StampsDoc } from './document';
import { optional, readArray, readOptionalId, readRequiredDate, readDate, readString, ts } from './fields';
import { MalformedDocumentError } from './malformed';

export interface GoalDoc extends StampsDoc {
  name: string;
  target: number;
  targetDate?: StoredDate;
  accountId?: string;
  contributions: { id: string; amount: number; date: StoredDate; by?: string }[];
}

function readCentavos(value: unknown, what: string) {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
    throw new MalformedDocumentError(`${what}: ${String(value)} is not a whole number of centavos above 0`);
  }
  return centavos(value);
}

function contributionFromDoc(e: Record<string, unknown>): GoalContribution {
  return {
    id: readString(e['id']),
    amount: readCentavos(e['amount'], 'amount set aside'),
    date: readRequiredDate(e['date']),
    ...optional('by', readOptionalId(e['by'])),
  };
}

export const goalCodec = docCodec<Goal, GoalDoc>(
  (g) =>
    withStamps(
      {
        name: g.name,
        target: g.target,
        ...optional('targetDate', g.targetDate && ts(g.targetDate)),
        ...optional('accountId', g.accountId),
        contributions: g.contributions.map((c) => ({
          id: c.id,
          amount: c.amount,
          date: ts(c.date),
          ...optional('by', c.by),
        })),
      },
      g,
    ),
  (id, d: StoredDoc) => ({
    id,
    name: readString(d['name']),
    target: readCentavos(d['target'], 'target'),
    ...optional('targetDate', readDate(d['targetDate'])),
    ...optional('accountId', readOptionalId(d['accountId'])),
    contributions: readArray(d['contributions']).map(contributionFromDoc),
    ...readStamps(d),
  }),
);
