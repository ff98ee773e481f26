import { importProgressText, importStoppedMessage, type ImportProgress } from '@pitaka/domain';
import { LinkButton } from '@pitaka/remote-kit';
import { Banner, Button, ProgressBar } from '@pitaka/ui';
import styled from 'styled-components';

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
  accountId: string;
  accountName: string;
  onResume: () => void;
  onUndo: () => void;
  onAnother: () => void;
}

/** Step 4: the commits' progress, then what was imported, or where it stopped and how to go on. */
export function ImportRunStatus({ progress, outcome, accountId, accountName, ...on }: ImportRunStatusProps) {
  if (progress) {
    return (
      <ProgressBar
        label={`Importing into ${accountName}`}
        value={progress.done}
        max={progress.total}
        valueText={importProgressText(progress.done, progress.total)}
      />
    );
  }
  if (!outcome) return null;
  const { done, total, stopped } = outcome;
  return (
    <>
      {stopped ? (
        <Banner tone="warning">{importStoppedMessage(done, total, stopped)}</Banner>
      ) : (
        <Banner tone="success">
          Imported {done.toLocaleString('en-US')} {done === 1 ? 'transaction' : 'transactions'} into {accountName}.
        </Banner>
      )}
      <Actions>
        <Button type="button" $variant="secondary" onClick={on.onUndo}>
          Undo this import
        </Button>
        {stopped ? (
          <Button type="button" onClick={on.onResume}>
            Import the rest
          </Button>
        ) : (
          <>
            <Button type="button" $variant="secondary" onClick={on.onAnother}>
              Import another file
            </Button>
            <LinkButton to={`/accounts/${accountId}`}>View {accountName}</LinkButton>
          </>
        )}
      </Actions>
    </>
  );
}
