import { theme, visuallyHiddenStyles } from '@pitaka/ui';
import type { TransactionType } from '@pitaka/domain';
import styled from 'styled-components';
import { useAccountsText, type AccountsTextKey } from '../../../i18n/accounts-text';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
  legend {
    ${visuallyHiddenStyles}
  }
`;

const Segments = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, 1fr);
  padding: 0.25rem;
  gap: 0.25rem;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.neutralSoft};
`;

const CHECKED_COLOUR: Record<EntryKind, string> = {
  expense: theme.colors.expense,
  income: theme.colors.income,
  transfer: theme.colors.infoStrong,
};

const Segment = styled.label<{ $type: EntryKind }>`
  display: grid;
  place-items: center;
  min-height: 44px;
  border-radius: ${theme.radius.sm};
  font-weight: 600;
  color: ${theme.colors.textMuted};
  cursor: pointer;
  input {
    ${visuallyHiddenStyles}
  }
  &:has(input:checked) {
    background: ${theme.colors.surface};
    color: ${({ $type }) => CHECKED_COLOUR[$type]};
    box-shadow: ${theme.shadow.card};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

/** What the add page can record: a transaction of either type, or a transfer between own accounts. */
export type EntryKind = TransactionType | 'transfer';

const LABELS: Record<EntryKind, AccountsTextKey> = {
  expense: 'kind.expense',
  income: 'kind.income',
  transfer: 'kind.transfer',
};

export interface TypeToggleProps<K extends EntryKind> {
  value: K;
  onChange: (kind: K) => void;
  /** The choices, in order; Expense and Income unless told otherwise. */
  kinds?: readonly K[];
  disabled?: boolean;
  name: string;
}

/** Expense / Income (and Transfer on the add page) as one radio group that looks like a switch. */
export function TypeToggle<K extends EntryKind = TransactionType>({
  value,
  onChange,
  kinds = ['expense', 'income'] as unknown as readonly K[],
  disabled,
  name,
}: TypeToggleProps<K>) {
  const text = useAccountsText();
  return (
    <Group disabled={disabled}>
      <legend>{text('kind.legend')}</legend>
      <Segments $count={kinds.length}>
        {kinds.map((kind) => (
          <Segment key={kind} $type={kind}>
            <input type="radio" name={name} value={kind} checked={value === kind} onChange={() => onChange(kind)} />
            {text(LABELS[kind])}
          </Segment>
        ))}
      </Segments>
    </Group>
  );
}
