import { BACKUP_MESSAGES, backupCounts, backupCountsText, formatDateTime } from '@pitaka/domain';
import { LinkButton } from '@pitaka/remote-kit';
import { Banner, Button, FieldGroup, FieldHint, FieldLabel, SectionCard, SectionNote, theme } from '@pitaka/ui';
import { useId } from 'react';
import styled from 'styled-components';
import type { RestoreState } from '../use-restore';
import { Actions, CountedProgress, Steps } from './backup-parts';

export interface RestoreSectionProps {
  state: RestoreState;
  onChoose: (file: File | null) => void;
  onRestore: () => void;
}

const FileInput = styled.input`
  max-width: 100%;
  font: inherit;
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
  &::file-selector-button {
    min-height: 44px;
    margin-right: 0.75rem;
    padding: 0.6rem 1.1rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.sm};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${theme.radius.sm};
  }
  &:disabled::file-selector-button {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const FileName = styled.strong`
  overflow-wrap: anywhere;
`;

/** Restore: choose a file (checked at once), see what it holds, restore it with progress. */
export function RestoreSection({ state, onChoose, onRestore }: RestoreSectionProps) {
  const inputId = useId();
  const hintId = useId();
  const busy = state.status === 'reading' || state.status === 'restoring';
  return (
    <SectionCard title="Restore from a backup">
      <Steps>
        <SectionNote>
          A backup can be restored only into an account with no data yet. To move your data to a new account, sign up
          with another e-mail address and restore it there.
        </SectionNote>
        {state.status !== 'restored' && (
          <FieldGroup>
            <FieldLabel htmlFor={inputId}>Backup file</FieldLabel>
            <FileInput
              id={inputId}
              type="file"
              accept=".json,application/json"
              aria-describedby={hintId}
              disabled={busy}
              onChange={(e) => onChoose(e.currentTarget.files?.[0] ?? null)}
            />
            <FieldHint id={hintId}>The .json file that Download backup saved.</FieldHint>
          </FieldGroup>
        )}
        <RestoreStatus state={state} onRestore={onRestore} />
      </Steps>
    </SectionCard>
  );
}

function RestoreStatus({ state, onRestore }: Omit<RestoreSectionProps, 'onChoose'>) {
  switch (state.status) {
    case 'empty':
      return null;
    case 'reading':
      return <SectionNote role="status">Checking {state.fileName}…</SectionNote>;
    case 'refused':
      return <Banner tone="error">{state.message}</Banner>;
    case 'ready':
      return (
        <>
          <SectionNote role="status">
            <FileName>{state.fileName}</FileName>, made {formatDateTime(state.backup.madeAt)}:{' '}
            {backupCountsText(backupCounts(state.backup))}.
          </SectionNote>
          <Actions>
            <Button type="button" onClick={onRestore}>
              Restore backup
            </Button>
          </Actions>
        </>
      );
    case 'restoring':
      return state.progress?.phase === 'summaries' ? (
        <CountedProgress label="Preparing your insights" progress={state.progress} noun="transactions" />
      ) : (
        <CountedProgress label="Restoring your data" progress={state.progress} noun="documents" />
      );
    case 'stopped':
      return (
        <>
          <Banner tone="error">
            {BACKUP_MESSAGES.restoreFailed} Nothing is lost: your accounts appear only once everything is in, and
            Continue restore picks up where it stopped.
          </Banner>
          <Actions>
            <Button type="button" onClick={onRestore}>
              Continue restore
            </Button>
          </Actions>
        </>
      );
    case 'restored':
      return (
        <>
          <Banner tone="success">Restored {backupCountsText(state.counts)}.</Banner>
          <Actions>
            <LinkButton to="/dashboard">Go to Dashboard</LinkButton>
          </Actions>
        </>
      );
  }
}
