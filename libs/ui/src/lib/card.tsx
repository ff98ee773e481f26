import styled from 'styled-components';
import { theme } from './theme';

export const Card = styled.section`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.card};
  padding: 1.25rem;
`;
