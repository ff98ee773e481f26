import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './card';
import { theme } from './theme';

const Zone = styled(Card)`
  display: grid;
  gap: 0.75rem;
  border-color: ${theme.colors.dangerBorder};
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

export interface DangerZoneProps {
  /** Its heading (an h2), e.g. 'Delete this debt'. */
  title: string;
  /** The region's name when it is not the heading, e.g. 'Delete account'. */
  label?: string;
  /** What the action does, under the heading. */
  text?: ReactNode;
  /** The action, e.g. an InlineConfirm. */
  children: ReactNode;
  /** For styled(DangerZone), e.g. a form's width. */
  className?: string;
}

/** A record's destructive action (delete) apart from its form: a region with a heading, a warning and the action. */
export function DangerZone({ title, label, text, children, className }: DangerZoneProps) {
  const headingId = useId();
  return (
    <Zone aria-label={label} aria-labelledby={label ? undefined : headingId} className={className}>
      <h2 id={headingId}>{title}</h2>
      {text && <p>{text}</p>}
      <div>{children}</div>
    </Zone>
  );
}
