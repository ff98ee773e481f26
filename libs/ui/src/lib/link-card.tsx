import styled from 'styled-components';
import { theme } from './theme';

/**
 * A card that opens one page as a whole: put a `CardLink` (usually in its heading) inside. The
 * frame is the positioning box the link's target stretches over.
 */
export const LinkCard = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  min-width: 0;
  padding: 1.1rem 1.25rem 1.25rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  &:hover {
    border-color: ${theme.colors.primary};
    box-shadow: ${theme.shadow.cardHover};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/**
 * The link of a `LinkCard`: the whole card is its target, and its own text (the record's name)
 * stays its accessible name. Render a router link with it: `<CardLink as={Link} to="/debt/d1">`
 * (this lib does not depend on the router).
 */
export const CardLink = styled.a`
  color: ${theme.colors.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radius.md};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
