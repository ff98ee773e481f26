import styled from 'styled-components';
import { CheckIcon, CircleIcon, theme, VisuallyHidden } from '@pitaka/ui';
import { useShellText } from '../../i18n/shell-text';

export interface ChecklistEntry {
  id: string;
  label: string;
  met: boolean;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0.75rem 0.9rem;
  display: grid;
  gap: 0.35rem;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surfaceMuted};
  border: 1px solid ${theme.colors.divider};
  font-size: 0.875rem;
`;

const Item = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  color: ${({ $met }) => ($met ? theme.colors.success : theme.colors.textMuted)};
  font-weight: ${({ $met }) => ($met ? 600 : 400)};
  svg {
    flex-shrink: 0;
  }
`;

/** A live list of rules; each item says whether it is met, in words too. */
export function Checklist({ items, id, label }: { items: readonly ChecklistEntry[]; id?: string; label: string }) {
  const text = useShellText();
  return (
    <List id={id} aria-label={label}>
      {items.map((item) => (
        <Item key={item.id} $met={item.met} data-met={item.met}>
          {item.met ? <CheckIcon size={16} /> : <CircleIcon size={16} />}
          <span>{item.label}</span>
          <VisuallyHidden>{item.met ? text('checklist.met') : text('checklist.notMet')}</VisuallyHidden>
        </Item>
      ))}
    </List>
  );
}
