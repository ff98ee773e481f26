import { Button } from '@pitaka/ui';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useInsightsText } from '../i18n/insights-text';

// Lined up with the text above it; the padding still frames the focus ring and hover.
const Toggle = styled(Button)`
  align-self: flex-start;
  margin-left: -0.6rem;
  padding-inline: 0.6rem;
`;

/** 'Show as table' under a chart: its figures, on request (a year of rows is long on a phone). */
export function TableToggle({ children }: { children: ReactNode }) {
  const text = useInsightsText();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Toggle type="button" $variant="ghost" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {text(open ? 'table.hide' : 'table.show')}
      </Toggle>
      <div id={id} hidden={!open}>
        {open && children}
      </div>
    </>
  );
}
