// The layout of a page's form (the account form, the add-transaction form, the recurring form).
import styled from 'styled-components';

/** A form whose fields stack in one column. */
export const StackedForm = styled.form`
  display: grid;
  gap: 1.1rem;
`;

/** The form's buttons, at its end. */
export const FormActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;

/** Two fields side by side on wide screens, stacked on narrow ones (each at least `$min` wide). */
export const FieldPair = styled.div<{ $min?: string }>`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(${({ $min = '9rem' }) => $min}, 1fr));
`;
