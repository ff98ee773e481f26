import type { CategoryChange, MemberSpending, MonthFigures } from '@pitaka/domain';

/** What a member spent, named: their address, or the person themself ('You'). */
export interface NamedMemberSpending extends MemberSpending {
  /** The member's address; their uid when they are no longer listed (they left, their figures stay). */
  email: string;
  you: boolean;
}

/** A month's figures beside the month before's, as the month section shows them. */
export type MonthOverview =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | {
      status: 'ready';
      current: MonthFigures;
      previous: MonthFigures;
      changes: CategoryChange[];
      /** A household's, over all its accounts: what each member spent (empty for one account, or one's own books). */
      members: NamedMemberSpending[];
    };
