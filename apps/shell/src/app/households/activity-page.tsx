// /activity: the chosen household's latest changes (who, what, how much, when), the ones made by
// others since the person last looked marked new; opening it marks them seen.
import { useActivity, useCurrency, useMarkActivitySeen, useMemberNames } from '@pitaka/data';
import { HOUSEHOLD, formatMoney, type ActivityEntry } from '@pitaka/domain';
import { useCurrentUser } from '@pitaka/platform';
import { LoadView, queryLoadState, useDates } from '@pitaka/remote-kit';
import { LoadingState, PageHeader, SectionCard, SectionNote, StatusPill, theme } from '@pitaka/ui';
import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { NarrowPage } from './layout';
import { isShellTextKey, useShellText, type ShellTextKey } from '../../i18n/shell-text';
import { usePageTitle } from '../routing/page-title';
import { useSpaceChoice } from './space-choice';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 0.75rem;
    padding: 0.75rem 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
  li:last-child {
    border-bottom: none;
  }
  p {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    color: ${theme.colors.text};
  }
  small {
    color: ${theme.colors.textMuted};
  }
`;

/** How the activity words a command ('activity.did.{command}'); one it does not know 'changed something'. */
function verbKey(command: string): ShellTextKey {
  const key = `activity.did.${command}`;
  return isShellTextKey(key) ? key : 'activity.did.other';
}

function Entry({ entry, isNew }: { entry: ActivityEntry; isNew: boolean }) {
  const text = useShellText();
  const dates = useDates();
  const names = useMemberNames();
  const { uid } = useCurrentUser();
  const currency = useCurrency();
  const who = entry.by === uid ? text('activity.you') : (names.get(entry.by) ?? '…');
  return (
    <li>
      {isNew && <StatusPill tone="info">{text('activity.new')}</StatusPill>}
      <p>
        {text('activity.entry', { who, what: text(verbKey(entry.command)) })}
        {entry.subject && <strong>: {entry.subject}</strong>}
        {entry.amount !== undefined && ` · ${formatMoney(entry.amount, currency)}`}
      </p>
      <small>
        {dates.instantDate(entry.at)} · {dates.time(entry.at)}
      </small>
    </li>
  );
}

export function ActivityPage() {
  const text = useShellText();
  const { space } = useSpaceChoice();
  const { uid } = useCurrentUser();
  const { entries, seenAt, read } = useActivity();
  const { mutate: markSeen } = useMarkActivitySeen();
  usePageTitle(text('activity.title'));
  // What was new when the page opened stays marked while it is open; opening it marks all seen.
  const [since, setSince] = useState<Date | null | undefined>(undefined);
  if (read && since === undefined) setSince(seenAt ?? null);
  const marked = useRef(false);
  useEffect(() => {
    if (since === undefined || marked.current || !space) return;
    marked.current = true;
    markSeen({});
  }, [since, space, markSeen]);
  if (!space) return <Navigate to="/households" replace />;
  return (
    <NarrowPage>
      <PageHeader title={text('activity.title')} subtitle={text('activity.subtitle', { household: space.name })} />
      <SectionCard title={space.name}>
        <LoadView
          state={queryLoadState(entries)}
          loading={<LoadingState label={text('activity.title')} />}
          failed={HOUSEHOLD.loadFailed}
        >
          {({ data }) =>
            data.length === 0 ? (
              <SectionNote>{text('activity.none')}</SectionNote>
            ) : (
              <List aria-label={text('activity.title')}>
                {data.map((entry) => (
                  <Entry
                    key={entry.id}
                    entry={entry}
                    isNew={since !== undefined && entry.by !== uid && (!since || entry.at > since)}
                  />
                ))}
              </List>
            )
          }
        </LoadView>
      </SectionCard>
    </NarrowPage>
  );
}
