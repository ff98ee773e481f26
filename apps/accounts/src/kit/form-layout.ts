// The layout the accounts app's page forms share (the account form, the add-transaction form).
import styled from 'styled-components';

/** A form whose fields stack in one column. */
export const Form = styled.form`
  display: grid;
  gap: 1.1rem;
`;

/** The form's buttons, at its end. */
export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;
