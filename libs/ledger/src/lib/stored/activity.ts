// households/{id}/activity/{id}: one change to a household, written by the trusted core in the
// command's own transaction (commands/activity.ts). Nobody else writes it.
import { toPesos, type ActivityEntry } from '@pitaka/domain';
import { docCodec } from './document';
import { optional, readMoney, readRequiredDate, readString, ts } from './fields';
import type { StoredDate, StoredDoc } from './stored-doc';

export interface ActivityDoc {
  by: string;
  command: string;
  at: StoredDate;
  amount?: number;
  subject?: string;
}

export const activityCodec = docCodec<ActivityEntry, ActivityDoc>(
  (a) => ({
    by: a.by,
    command: a.command,
    at: ts(a.at),
    ...optional('amount', a.amount === undefined ? undefined : toPesos(a.amount)),
    ...optional('subject', a.subject),
  }),
  (id, d: StoredDoc) => ({
    id,
    by: readString(d['by']),
    command: readString(d['command']),
    at: readRequiredDate(d['at']),
    ...optional('amount', d['amount'] === undefined ? undefined : readMoney(d['amount'])),
    ...optional('subject', typeof d['subject'] === 'string' ? d['subject'] : undefined),
  }),
);
