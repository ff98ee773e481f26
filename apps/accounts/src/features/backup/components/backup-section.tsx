import { backupContents } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { Banner, Button, SectionCard, SectionNote } from '@pitaka/ui';
import type { BackupState } from '../use-backup';
import { useFlowsText } from '../../../i18n/flows-text';
import { Actions, CountedProgress, Steps } from './backup-parts';

export interface BackupSectionProps {
  state: BackupState;
  onDownload: () => void;
}

/** Download backup: what the file holds, the reading's progress, and what was saved. */
export function BackupSection({ state, onDownload }: BackupSectionProps) {
  const text = useFlowsText();
  const say = useMessageText();
  const reading = state.status === 'reading';
  return (
    <SectionCard title={text('backup.section')}>
      <Steps>
        <SectionNote>{text('backup.note')}</SectionNote>
        {reading && <CountedProgress label={text('backup.reading')} progress={state.progress} noun="documents" />}
        {state.status === 'saved' && (
          <Banner tone="success">
            {text('backup.saved', { file: state.fileName, counts: say(backupContents(state.counts)) })}
          </Banner>
        )}
        {state.status === 'saved' && state.problem && (
          <Banner tone="warning">
            {text('backup.problem')} {say(state.problem)}
          </Banner>
        )}
        {state.status === 'failed' && <Banner tone="error">{say(state.message)}</Banner>}
        <Actions>
          <Button type="button" aria-disabled={reading || undefined} onClick={() => !reading && onDownload()}>
            {text(reading ? 'backup.readingButton' : 'backup.download')}
          </Button>
        </Actions>
      </Steps>
    </SectionCard>
  );
}
