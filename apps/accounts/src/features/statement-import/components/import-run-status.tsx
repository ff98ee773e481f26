import { importProgress, importStopped, type Account, type ImportProgress } from '@pitaka/domain';
import { LinkButton, useMessageText } from '@pitaka/remote-kit';
import { Banner, Button, ProgressBar } from '@pitaka/ui';
import styled from 'styled-components';
import { useFlowsText } from '../../../i18n/flows-text';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;

/** How a run ended: its rows done, and why it stopped part-way (null: every row is in). */
export interface ImportRunEnd extends ImportProgress {
  stopped: string | null;
}

export interface ImportRunStatusProps {
  progress: ImportProgress | null;
  outcome: ImportRunEnd | null;
  /** The account the rows go to. */
  account: Pick<Account, 'id' | 'name'>;
  onResume: () => void;
  onUndo: () => void;
  onAnother: () => void;
}

/** Step 4: the commits' progress, then what was imported, or where it stopped and how to go on. */
export function ImportRunStatus({ progress, outcome, account, ...on }: ImportRunStatusProps) {
  const text = useFlowsText();
  const say = useMessageText();
  if (progress) {
    return (
      <ProgressBar
        label={text('run.importing', { account: account.name })}
        value={progress.done}
        max={progress.total}
        valueText={say(importProgress(progress.done, progress.total))}
      />
    );
  }
  if (!outcome) return null;
  const { done, total, stopped } = outcome;
  return (
    <>
      {stopped ? (
        <Banner tone="warning">{say(importStopped(done, total, stopped))}</Banner>
      ) : (
        <Banner tone="success">{text('run.imported', { count: done, account: account.name })}</Banner>
      )}
      <Actions>
        <Button type="button" $variant="secondary" onClick={on.onUndo}>
          {text('run.undo')}
        </Button>
        {stopped ? (
          <Button type="button" onClick={on.onResume}>
            {text('run.rest')}
          </Button>
        ) : (
          <>
            <Button type="button" $variant="secondary" onClick={on.onAnother}>
              {text('run.another')}
            </Button>
            <LinkButton to={`/accounts/${account.id}`}>{text('run.view', { account: account.name })}</LinkButton>
          </>
        )}
      </Actions>
    </>
  );
}
