import styled from 'styled-components';
import { choiceInput } from './choice-input';
import { spreadRow } from './spread-row';
import { tableStyles } from './table-styles';
import { theme } from './theme';
import { visuallyHiddenStyles } from './visually-hidden';

// The look of SelectableTable: the table on wide screens, the cards on phones.

export const Toolbar = styled.div`
  ${spreadRow}
  gap: 0.75rem;
  margin-bottom: 0.75rem;
`;

export const ToolbarStart = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  min-height: 44px;
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
`;

export const Bulk = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  @media (max-width: ${theme.breakpoints.phone}) {
    width: 100%;
    > * {
      flex: 1;
    }
  }
`;

export const CheckArea = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-width: 44px;
  min-height: 44px;
  cursor: pointer;
  input {
    ${choiceInput()}
    cursor: inherit;
  }
  &:has(input:disabled) {
    cursor: not-allowed;
  }
`;

export const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
`;

export const Table = styled.table`
  ${tableStyles}
  caption {
    ${visuallyHiddenStyles}
  }
  th,
  td {
    padding: 0.35rem 0.85rem;
    vertical-align: middle;
  }
  thead th {
    padding-block: 0.65rem;
    background: ${theme.colors.surfaceMuted};
  }
  th:first-child {
    width: 1%;
    white-space: nowrap;
  }
  tr[data-highlighted='true'] > * {
    background: ${theme.colors.warningSoft};
  }
  tr[data-highlighted='true'] > :first-child {
    box-shadow: inset 4px 0 0 ${theme.colors.accent};
  }
`;

export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

export const CardItem = styled.li`
  padding: 0.5rem 1rem 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};
  &[data-highlighted='true'] {
    background: ${theme.colors.warningSoft};
    box-shadow: inset 4px 0 0 ${theme.colors.accent};
  }
  ${CheckArea} span {
    font-weight: 700;
    color: ${theme.colors.text};
  }
`;

/** A read-only card's title, where a selectable card has its checkbox's label. */
export const CardTitle = styled.p`
  margin: 0.5rem 0 0.25rem;
  font-weight: 700;
  color: ${theme.colors.text};
`;

export const Pairs = styled.dl`
  display: grid;
  gap: 0.35rem;
  margin: 0.25rem 0 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const Reason = styled.p`
  margin: 0.6rem 0 0;
  color: ${theme.colors.textMuted};
  font-size: 0.85rem;
`;

// Cards show on phones only, where the bulk actions' row already shares out the width.
export const CardActions = styled(Bulk)`
  margin-top: 0.75rem;
`;

export const Empty = styled.p`
  margin: 0;
  padding: 1.5rem 1rem;
  text-align: center;
  color: ${theme.colors.textMuted};
`;
