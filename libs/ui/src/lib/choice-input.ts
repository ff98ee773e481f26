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

/**
 * The fieldset around a group of choices: no frame of its own, its legend floated so it lays out
 * like any child (a rendered legend sits in the border).
 */
export const choiceFieldset = css`
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
  display: flex;
  flex-direction: column;
  legend {
    float: left;
    padding: 0;
    font-weight: 600;
    font-size: 0.925rem;
    color: ${theme.colors.text};
  }
`;

/** A group of exclusive choices (radio buttons however drawn): what every such group is given. */
export interface ExclusiveChoiceProps<T extends string, O extends { value: T; label: string }> {
  legend: string;
  options: readonly O[];
  value: T;
  onChange: (value: T) => void;
  /** Shown under the options, tied to the group. */
  hint?: string;
}
