import { css } from 'styled-components';

/** A row with its items at either end, centred across it, wrapping onto more lines when narrow. */
export const spreadRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
`;
