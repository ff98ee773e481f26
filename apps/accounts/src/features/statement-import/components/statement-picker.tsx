import { AccountSelect, Banner, FieldGrid, LabelledField, Spinner, type AccountOption, theme } from '@pitaka/ui';
import styled from 'styled-components';
import { useFlowsText } from '../../../i18n/flows-text';

const FileInput = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 0.5rem;
  border: 1px dashed ${theme.colors.border};
  border-radius: 6px;
  font: inherit;
  &::file-selector-button {
    margin-right: 0.75rem;
    padding: 0.45rem 0.9rem;
    border: 1px solid ${theme.colors.border};
    border-radius: 6px;
    background: ${theme.colors.surface};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

const SmallSpinner = styled(Spinner)`
  width: 1.1rem;
  height: 1.1rem;
  border-width: 3px;
`;

const Reading = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
`;

export interface StatementPickerProps {
  accounts: readonly AccountOption[];
  accountId: string;
  onAccountChange: (accountId: string) => void;
  onFile: (file: File | null) => void;
  reading: boolean;
  /** Why the picked file is not a statement. */
  error: string | null;
  disabled?: boolean;
}

/** Step 1: the account the rows go into, and the CSV file of the statement. */
export function StatementPicker({
  accounts,
  accountId,
  onAccountChange,
  onFile,
  reading,
  error,
  disabled,
}: StatementPickerProps) {
  const text = useFlowsText();
  return (
    <>
      <FieldGrid $min="16rem">
        <AccountSelect
          label={text('picker.account')}
          options={accounts}
          value={accountId}
          onChange={onAccountChange}
          disabled={disabled}
        />
        <LabelledField label={text('picker.file')} hint={text('picker.fileHint')} idPrefix="statement-file">
          {(control) => (
            <FileInput
              {...control}
              type="file"
              accept=".csv,.tsv,.txt,text/csv,text/plain,text/tab-separated-values"
              disabled={disabled || accountId === ''}
              onChange={(event) => onFile(event.target.files?.[0] ?? null)}
            />
          )}
        </LabelledField>
      </FieldGrid>
      {reading && (
        <Reading role="status">
          <SmallSpinner aria-hidden="true" /> {text('picker.reading')}
        </Reading>
      )}
      {error && <Banner tone="error">{error}</Banner>}
    </>
  );
}
