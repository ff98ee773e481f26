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

/** A group of exclusive choices (radio buttons however drawn): what every such group is given. */
export interface ExclusiveChoiceProps<T extends string, O extends { value: T; label: string }> {
  legend: string;
  options: readonly O[];
  value: T;
  onChange: (value: T) => void;
  /** Shown under the options, tied to the group. */
  hint?: string;
}
