import type { Account } from '@pitaka/domain';
import { InlineConfirm, SectionCard, SectionNote, SelectField } from '@pitaka/ui';
import styled from 'styled-components';
import { useAccountsText } from '../../../i18n/accounts-text';

const Facts = styled.ul`
  margin: 0;
  padding-left: 1.2rem;
  display: grid;
  gap: 0.35rem;
  font-size: 0.95rem;
`;

export interface MoveToHouseholdProps {
  account: Account;
  /** The households the person owns (at least one: otherwise the section is not shown). */
  households: readonly { id: string; name: string }[];
  chosen: { id: string; name: string };
  onChoose: (householdId: string) => void;
  busy: boolean;
  onConfirm: () => void;
}

/** Bringing an account into a household: where to, what happens to it, then Move and Confirm. */
export function MoveToHousehold({ account, households, chosen, onChoose, busy, onConfirm }: MoveToHouseholdProps) {
  const text = useAccountsText();
  const values = { account: account.name, household: chosen.name };
  return (
    <SectionCard title={text('move.heading')}>
      <SectionNote>{text('move.intro', values)}</SectionNote>
      {households.length > 1 && (
        <SelectField
          label={text('move.household')}
          value={chosen.id}
          onChange={onChoose}
          options={households.map((h) => ({ value: h.id, label: h.name }))}
          disabled={busy}
        />
      )}
      <Facts>
        <li>{text('move.history', values)}</li>
        <li>{text('move.transfers', values)}</li>
        <li>{text('move.leaves', values)}</li>
      </Facts>
      <InlineConfirm
        tone="default"
        label={text('move.button', values)}
        confirmLabel={text('move.confirm')}
        cancelLabel={text('common.cancel')}
        busyLabel={text('move.busy')}
        prompt={text('move.prompt', values)}
        busy={busy}
        onConfirm={onConfirm}
      />
    </SectionCard>
  );
}
