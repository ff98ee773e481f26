import { css } from 'styled-components';
import { theme } from './theme';

/** A native checkbox or radio button, `size` square, in the kit's colour. */
export function choiceInput(size = '1.15rem') {
  return css`
    width: ${size};
    height: ${size};
    margin: 0;
    accent-color: ${theme.colors.primary};
  `;
}
