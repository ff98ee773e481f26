import { BACKUP, backupContents, backupCounts } from '@pitaka/domain';
import { LinkButton, useDates, useMessageText } from '@pitaka/remote-kit';
import { Banner, Button, FieldGroup, FieldHint, FieldLabel, SectionCard, SectionNote, theme } from '@pitaka/ui';
import { useId } from 'react';
import styled from 'styled-components';
import type { RestoreState } from '../use-restore';
import { useFlowsText } from '../../../i18n/flows-text';
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
  const text = useFlowsText();
  const busy = state.status === 'reading' || state.status === 'restoring';
  return (
    <SectionCard title={text('restore.section')}>
      <Steps>
        <SectionNote>{text('restore.note')}</SectionNote>
        {state.status !== 'restored' && (
          <FieldGroup>
            <FieldLabel htmlFor={inputId}>{text('restore.file')}</FieldLabel>
            <FileInput
              id={inputId}
              type="file"
              accept=".json,application/json"
              aria-describedby={hintId}
              disabled={busy}
              onChange={(e) => onChoose(e.currentTarget.files?.[0] ?? null)}
            />
            <FieldHint id={hintId}>{text('restore.fileHint')}</FieldHint>
          </FieldGroup>
        )}
        <RestoreStatus state={state} onRestore={onRestore} />
      </Steps>
    </SectionCard>
  );
}

function RestoreStatus({ state, onRestore }: Omit<RestoreSectionProps, 'onChoose'>) {
  const dates = useDates();
  const text = useFlowsText();
  const say = useMessageText();
  switch (state.status) {
    case 'empty':
      return null;
    case 'reading':
      return <SectionNote role="status">{text('restore.checking', { file: state.fileName })}</SectionNote>;
    case 'refused':
      return <Banner tone="error">{say(state.message)}</Banner>;
    case 'ready':
      return (
        <>
          <SectionNote role="status">
            <FileName>{state.fileName}</FileName>
            {text('restore.made', {
              date: dates.dateTime(state.file.backup.madeAt),
              counts: say(backupContents(backupCounts(state.file.backup))),
            })}
          </SectionNote>
          <Actions>
            <Button type="button" onClick={onRestore}>
              {text('restore.button')}
            </Button>
          </Actions>
        </>
      );
    case 'restoring':
      return state.progress?.phase === 'summaries' ? (
        <CountedProgress label={text('restore.preparing')} progress={state.progress} noun="transactions" />
      ) : (
        <CountedProgress label={text('restore.restoring')} progress={state.progress} noun="documents" />
      );
    case 'stopped':
      return (
        <>
          <Banner tone="error">
            {say(BACKUP.restoreFailed)} {text('restore.stopped')}
          </Banner>
          <Actions>
            <Button type="button" onClick={onRestore}>
              {text('restore.continue')}
            </Button>
          </Actions>
        </>
      );
    case 'restored':
      return (
        <>
          <Banner tone="success">{text('restore.restored', { counts: say(backupContents(state.counts)) })}</Banner>
          <Actions>
            <LinkButton to="/dashboard">{text('restore.dashboard')}</LinkButton>
          </Actions>
        </>
      );
  }
}
