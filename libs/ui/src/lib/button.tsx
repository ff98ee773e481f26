import styled, { css } from 'styled-components';
import { theme } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

/** A button filled with `fill`, its words in `words` (each fill has its own, for contrast). */
const filled = (fill: string, words: string) => css`
  background: ${fill};
  color: ${words};
  border-color: ${fill};
`;

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    ${filled(theme.colors.primary, theme.colors.onPrimary)}
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    border-color: ${theme.colors.border};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.colors.background};
    }
  `,
  danger: filled(theme.colors.danger, theme.colors.onDanger),
  ghost: css`
    background: transparent;
    color: ${theme.colors.primary};
    border-color: transparent;
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.colors.primarySoft};
    }
  `,
};

export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.6rem 1.1rem;
  border: 1px solid transparent;
  border-radius: ${theme.radius.sm};
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant = 'primary' }) => variants[$variant]}
  /* aria-disabled (busy buttons) keeps focus on the button; disabled would drop it to the page. */
  &:disabled, &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
