import { css } from 'styled-components';
import { theme } from './theme';

/**
 * What every table of the kit looks like: full width, ruled rows, small uppercase column headers,
 * bold row headers, figures (`data-align='end'`) on the right in tabular digits. Each table adds
 * its padding and its caption.
 */
export const tableStyles = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.925rem;
  th,
  td {
    text-align: left;
    border-bottom: 1px solid ${theme.colors.divider};
  }
  thead th {
    color: ${theme.colors.textMuted};
    font-size: 0.78rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  tbody th {
    font-weight: 600;
  }
  tbody tr:last-child > * {
    border-bottom: none;
  }
  [data-align='end'] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
