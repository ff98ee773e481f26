import styled from 'styled-components';
import { theme } from './theme';

/**
 * An inline link in the brand colour. Render a router link with it: `<TextLink as={Link} to="/accounts">`
 * (this lib does not depend on the router).
 */
export const TextLink = styled.a`
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  cursor: pointer;
  color: ${theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

/** The "← Back to …" link above a page title. */
export const BackLink = styled(TextLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 44px;
  max-width: 100%;
  font-size: 0.925rem;
  /* "Back to {a long name}" wraps within the page. */
  overflow-wrap: anywhere;
  &::before {
    /* Decorative: the empty alt text keeps the arrow out of the link's accessible name. */
    content: '←' / '';
  }
`;
