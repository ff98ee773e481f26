import { useOfflineStatus } from '@pitaka/data';
import { InfoIcon, theme, useLanguage } from '@pitaka/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useShellText } from '../../i18n/shell-text';
import { loadedAtText } from './loaded-at';

// Aligned with the pages' column (Page: 72rem, centred).
const Bar = styled.p`
  box-sizing: border-box;
  max-width: 72rem;
  margin: 0 auto 1rem;
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  padding: 0.6rem 0.85rem;
  border: 1px solid ${theme.colors.warningBorder};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.warningSoft};
  color: ${theme.colors.warning};
  font-size: 0.925rem;
  font-weight: 600;
  line-height: 1.4;
  svg {
    flex-shrink: 0;
    margin-top: 0.1rem;
  }
`;

/** The bar, from the moment the app went offline (the day is named when the data is older than it). */
function OfflineBar({ loadedAt }: { loadedAt: number | null }) {
  const [now] = useState(() => Date.now());
  const text = useShellText();
  const language = useLanguage();
  return (
    <Bar role="status">
      <InfoIcon size={18} />
      <span>
        {loadedAt === null
          ? text('offline.nothingLoaded')
          : text('offline.loadedAt', { time: loadedAtText(loadedAt, now, language) })}
      </span>
    </Bar>
  );
}

/** "You're offline — showing what was loaded at 3:05 PM", above every signed-in screen while offline. */
export function OfflineBanner() {
  const { offline, loadedAt } = useOfflineStatus();
  return offline ? <OfflineBar loadedAt={loadedAt} /> : null;
}
