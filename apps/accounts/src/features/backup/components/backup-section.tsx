import { backupCountsText } from '@pitaka/domain';
import { Banner, Button, SectionCard, SectionNote } from '@pitaka/ui';
import type { BackupState } from '../use-backup';
import { Actions, CountedProgress, Steps } from './backup-parts';

export interface BackupSectionProps {
  state: BackupState;
  onDownload: () => void;
}

/** Download backup: what the file holds, the reading's progress, and what was saved. */
export function BackupSection({ state, onDownload }: BackupSectionProps) {
  const reading = state.status === 'reading';
  return (
    <SectionCard title="Back up your data">
      <Steps>
        <SectionNote>
          One file with your accounts, transactions, paluwagans, debts and recurring bills and income. Keep it somewhere
          safe: anyone who has it can read your finances.
        </SectionNote>
        {reading && <CountedProgress label="Reading your data" progress={state.progress} noun="documents" />}
        {state.status === 'saved' && (
          <Banner tone="success">
            Saved {state.fileName}: {backupCountsText(state.counts)}.
          </Banner>
        )}
        {state.status === 'saved' && state.problem && (
          <Banner tone="warning">A restore would refuse this file. {state.problem}</Banner>
        )}
        {state.status === 'failed' && <Banner tone="error">{state.message}</Banner>}
        <Actions>
          <Button type="button" aria-disabled={reading || undefined} onClick={() => !reading && onDownload()}>
            {reading ? 'Reading your data...' : 'Download backup'}
          </Button>
        </Actions>
      </Steps>
    </SectionCard>
  );
}
