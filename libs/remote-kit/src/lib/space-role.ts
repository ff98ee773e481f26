// What a remote needs of the space the shell chose: whether the person may change its money
// (a household's viewer may not: no write control is shown, and the server refuses one anyway),
// and who made a row, in a household.
import { useCurrentSpace, useMemberNames } from '@pitaka/data';
import { useCurrentUser } from '@pitaka/platform';
import type { Attribution } from '@pitaka/domain';

/** False for a household's viewer; true in the person's own books and for editors and owners. */
export function useCanChangeMoney(): boolean {
  return useCurrentSpace()?.role !== 'viewer';
}

/** Who made and who last changed a record, by e-mail address ('you' is the caller's to word); null outside a household. */
export function useAttribution(): (
  record: Attribution,
) => { madeBy: string; changedBy: string | null; mine: boolean } | null {
  const space = useCurrentSpace();
  const names = useMemberNames();
  const { uid } = useCurrentUser();
  return (record) => {
    if (!space || !record.createdBy) return null;
    const name = (who: string) => names.get(who) ?? '';
    const changed = record.updatedBy && record.updatedBy !== record.createdBy ? name(record.updatedBy) : null;
    return { madeBy: name(record.createdBy), changedBy: changed, mine: record.createdBy === uid };
  };
}
