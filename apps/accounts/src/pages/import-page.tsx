import { useAccounts, useCurrency, useImportMapping, useStatementImports } from '@pitaka/data';
import {
  formatMoney,
  validateImport,
  type Account,
  type ColumnMapping,
  type DayOrder,
  type SavedColumnMapping,
} from '@pitaka/domain';
import { AccountsState, LoadView, MainPage, NoAccounts, queryLoadState, useMessageText } from '@pitaka/remote-kit';
import { Banner, LoadError, SectionCard, Skeleton } from '@pitaka/ui';
import { useState } from 'react';
import { ColumnMappingForm } from '../features/statement-import/components/column-mapping-form';
import { ImportPreview } from '../features/statement-import/components/import-preview';
import { ImportRunStatus } from '../features/statement-import/components/import-run-status';
import { PastImports } from '../features/statement-import/components/past-imports';
import { StatementPicker } from '../features/statement-import/components/statement-picker';
import { UndoImportDialog } from '../features/statement-import/components/undo-import-dialog';
import { useColumnMapping } from '../features/statement-import/use-column-mapping';
import { useImportPreview } from '../features/statement-import/use-import-preview';
import { useImportRun, type ImportRequest } from '../features/statement-import/use-import-run';
import { useStatementFile, type PickedStatement } from '../features/statement-import/use-statement-file';
import { useUndoImport } from '../features/statement-import/use-undo-import';
import { useFlowsText } from '../i18n/flows-text';
import { accountOptions } from '../kit/account-options';

/** How the file is read: the checked mapping and the day order of its dates. */
interface Reading {
  mapping: ColumnMapping;
  order: DayOrder;
}

function MappingStep(props: {
  picked: PickedStatement;
  saved: SavedColumnMapping | null;
  onConfirm: (reading: Reading) => void;
}) {
  const { file } = props.picked;
  const form = useColumnMapping(file, props.saved);
  return (
    <ColumnMappingForm
      header={file.header}
      sample={file.rows.slice(0, 3)}
      mapping={form}
      onPreview={() => {
        const mapping = form.confirm();
        if (mapping) props.onConfirm({ mapping, order: form.order });
      }}
    />
  );
}

function PreviewStep(props: {
  picked: PickedStatement;
  reading: Reading;
  account: Account;
  running: boolean;
  onImport: (request: ImportRequest) => void;
}) {
  const { picked, reading, account } = props;
  // An account kept in its own currency imports, checks and shows its amounts in it.
  const books = useCurrency();
  const currency = account.currency ?? books;
  const text = useFlowsText();
  const say = useMessageText();
  const preview = useImportPreview(picked.file, reading.mapping, reading.order, account.id, currency);
  if (preview.status === 'failed') {
    return <LoadError message={text('import.duplicatesFailed')} onRetry={preview.retry} />;
  }
  const check = validateImport(preview.chosen, account, currency);
  return (
    <ImportPreview
      ready={preview.status === 'ready'}
      checked={preview.checked}
      total={preview.total}
      rows={preview.rows}
      counts={preview.counts}
      cellsOf={(row) => picked.file.rows[row - 1] ?? []}
      accountName={account.name}
      currency={currency}
      includedDuplicates={preview.includedDuplicates}
      categories={preview.categories}
      onToggleDuplicate={preview.toggleDuplicate}
      onCategoryChange={preview.setCategory}
      chosen={preview.chosen.length}
      balanceAfter={check.ok ? formatMoney(check.value, currency) : null}
      refusal={check.ok ? null : say(check)}
      disabled={props.running}
      onImport={() =>
        props.onImport({
          accountId: account.id,
          fileName: picked.fileName,
          rows: preview.chosen,
          mapping: { header: [...picked.file.header], mapping: reading.mapping, dayOrder: reading.order },
        })
      }
    />
  );
}

function ImportSteps({ accounts }: { accounts: readonly Account[] }) {
  const currency = useCurrency();
  const text = useFlowsText();
  const [accountId, setAccountId] = useState('');
  const statement = useStatementFile();
  const saved = useImportMapping(accountId);
  const [reading, setReading] = useState<Reading | null>(null);
  const run = useImportRun();
  const imports = useStatementImports();
  const undo = useUndoImport((importId) => {
    if (importId === run.outcome?.importId) startOver();
  });
  const account = accounts.find((a) => a.id === accountId);
  const picked = statement.picked;
  const busy = run.running;

  function startOver() {
    setReading(null);
    run.reset();
  }

  return (
    <>
      <SectionCard title={text('import.step1')}>
        <StatementPicker
          key={run.outcome ? `done-${run.outcome.importId}` : 'picking'}
          accounts={accountOptions(accounts, currency)}
          accountId={accountId}
          onAccountChange={(id) => {
            setAccountId(id);
            startOver();
          }}
          onFile={(file) => {
            startOver();
            statement.pick(file);
          }}
          reading={statement.reading}
          error={statement.error}
          disabled={busy}
        />
      </SectionCard>
      {picked && account && (
        <SectionCard title={text('import.step2')}>
          {saved.data === undefined ? (
            <Skeleton label={text('import.loading')} lines={3} />
          ) : (
            <MappingStep
              key={`${statement.picks}-${accountId}`}
              picked={picked}
              saved={saved.data}
              onConfirm={(next) => {
                run.reset();
                setReading(next);
              }}
            />
          )}
        </SectionCard>
      )}
      {picked && account && reading && !run.outcome && (
        <SectionCard title={text('import.step3')}>
          <PreviewStep
            key={`${statement.picks}-${accountId}-${JSON.stringify(reading)}`}
            picked={picked}
            reading={reading}
            account={account}
            running={busy}
            onImport={run.start}
          />
          {run.error && <Banner tone="error">{run.error}</Banner>}
        </SectionCard>
      )}
      {account && (run.progress || run.outcome) && (
        <SectionCard title={text('import.step4')}>
          <ImportRunStatus
            progress={run.progress}
            outcome={run.outcome}
            account={account}
            onResume={run.resume}
            onAnother={() => {
              startOver();
              statement.pick(null);
            }}
            onUndo={() => {
              const record = imports.data?.find((i) => i.id === run.outcome?.importId);
              if (record) undo.ask(record);
            }}
          />
        </SectionCard>
      )}
      <SectionCard title={text('import.past')}>
        <LoadView
          state={queryLoadState(imports)}
          loading={<Skeleton label={text('import.pastLoading')} lines={2} />}
          failed={text('import.pastFailed')}
        >
          {({ data }) => <PastImports imports={data} onUndo={undo.ask} disabled={busy} />}
        </LoadView>
      </SectionCard>
      <UndoImportDialog
        record={undo.asking}
        progress={undo.progress}
        error={undo.error}
        onConfirm={undo.confirm}
        onCancel={undo.cancel}
      />
    </>
  );
}

export default function ImportPage() {
  const accounts = useAccounts();
  const text = useFlowsText();
  return (
    <MainPage
      title={text('import.title')}
      subtitle={text('import.subtitle')}
      related={{ to: '/backup', label: text('backup.title') }}
    >
      <AccountsState accounts={accounts} skeletonLines={4} empty={<NoAccounts />}>
        {(list) => <ImportSteps accounts={list} />}
      </AccountsState>
    </MainPage>
  );
}
