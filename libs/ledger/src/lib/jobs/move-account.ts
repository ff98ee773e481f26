// Bringing an account into a household, with its whole history (commands/move-account.ts): lock
// it and open its hidden twin, copy the history a page per commit, move it in one commit, then
// remove what is left in the person's own books a page per commit. Stopped anywhere, it is run
// again with the same account and goes on: the account's `move` says how far it got, and every
// commit is whole and may be repeated.
import { HOUSEHOLD, transferPartAsPlain, type SummarizedTransaction } from '@pitaka/domain';
import { CommandError } from '../port/command-error';
import { readWhole, type JobPort } from '../port/job';
import { paths, personalSpace } from '../port/paths';
import { withActivity } from '../commands/activity';
import {
  copyTransactions,
  finishMove,
  flipMove,
  removeMovedCopies,
  startMove,
  type MoveStep,
} from '../commands/move-account';

/** Transactions per commit: each copy reads its page and the other parts of its transfers. */
const PAGE = 150;

/** The household's activity names the move ('brought GCash in'). */
const flipRecorded = withActivity('moveAccountIn', flipMove);

export async function moveAccountIn(port: JobPort, { accountId }: MoveStep): Promise<{ moved: number }> {
  if (port.space.kind !== 'household') throw new CommandError('refused', HOUSEHOLD.moveOwnOnly);
  const { state, uid, name, balance } = await port.run(startMove, { accountId });
  const own = paths(personalSpace(uid));
  const onAccount = { field: 'accountId', value: accountId };
  const history: SummarizedTransaction[] = [];
  if (state === 'leaving') {
    for (let after: string | undefined; ;) {
      const page = await port.page(own.transactions, { after, limit: PAGE, where: onAccount });
      if (page.docs.length > 0) {
        await port.run(copyTransactions, { accountId, ids: page.docs.map((t) => t.id) });
        history.push(...page.docs.map(transferPartAsPlain));
      }
      if (page.lastId === undefined) break;
      after = page.lastId;
    }
    const importIds = (await readWhole(port, own.imports, onAccount)).map((r) => r.id);
    await port.run(flipRecorded, { accountId, name, amount: balance, history, importIds });
  }
  for (let after: string | undefined; ;) {
    const ids = await port.ids(own.transactions, { after, limit: PAGE, where: onAccount });
    if (ids.length === 0) break;
    await port.run(removeMovedCopies, { accountId, ids });
    after = ids[ids.length - 1];
  }
  const importIds = (await readWhole(port, own.imports, onAccount)).map((r) => r.id);
  await port.run(finishMove, { accountId, importIds });
  return { moved: history.length };
}
