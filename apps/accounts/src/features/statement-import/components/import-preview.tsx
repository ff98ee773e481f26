import { Banner, Button, ProgressBar, SectionNote, spreadRow, theme } from '@pitaka/ui';
import { useState } from 'react';
import styled from 'styled-components';
import type { PreviewCounts, PreviewFilter } from '../use-import-preview';
import { useFlowsText } from '../../../i18n/flows-text';
import { PreviewTable, type PreviewTableProps } from './preview-table';

const PAGE_SIZE = 50;
/** Filipino groups digits as English does: 12,345. */
const grouped = (n: number) => n.toLocaleString('en-US');

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Tab = styled(Button)`
  min-height: 40px;
  padding: 0.4rem 0.8rem;
  &[aria-pressed='true'] {
    background: ${theme.colors.primarySoft};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primaryHover};
  }
`;

const Bar = styled.div`
  ${spreadRow}
  gap: 0.75rem;
`;

const FILTERS = ['all', 'ready', 'duplicate', 'invalid'] as const satisfies readonly PreviewFilter[];

export interface ImportPreviewProps extends Omit<PreviewTableProps, 'rows'> {
  rows: PreviewTableProps['rows'];
  counts: PreviewCounts;
  /** Rows checked so far, while the preview is being made. */
  checked: number;
  total: number;
  ready: boolean;
  /** How many rows the import writes, and the account's balance after it ('₱12,340.00'). */
  chosen: number;
  balanceAfter: string | null;
  /** Why these rows cannot be imported (e.g. the balance would go below zero). */
  refusal: string | null;
  onImport: () => void;
}

/** Step 3: every row, as it will be imported, a duplicate, or invalid; then Import. */
export function ImportPreview(props: ImportPreviewProps) {
  const text = useFlowsText();
  const [filter, setFilter] = useState<PreviewFilter>('all');
  const [page, setPage] = useState(0);
  if (!props.ready) {
    return (
      <ProgressBar
        label={text('preview.checking')}
        value={props.checked}
        max={props.total}
        valueText={text('preview.checkingValue', { checked: props.checked, total: props.total })}
      />
    );
  }
  const shown = filter === 'all' ? props.rows : props.rows.filter((r) => r.status === filter);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const first = current * PAGE_SIZE;
  return (
    <>
      <p>
        <strong>{grouped(props.counts.ready)}</strong> {text('preview.toImport')} ·{' '}
        <strong>{grouped(props.counts.duplicate)}</strong>{' '}
        {text('preview.duplicates', { count: props.counts.duplicate })} ·{' '}
        <strong>{grouped(props.counts.invalid)}</strong> {text('preview.invalid')}
      </p>
      <Tabs role="group" aria-label={text('preview.show')}>
        {FILTERS.map((value) => (
          <Tab
            key={value}
            type="button"
            $variant="secondary"
            aria-pressed={filter === value}
            onClick={() => {
              setFilter(value);
              setPage(0);
            }}
          >
            {text(`preview.filter.${value}`)} ({grouped(props.counts[value])})
          </Tab>
        ))}
      </Tabs>
      {shown.length === 0 ? (
        <SectionNote>{text('preview.noRows')}</SectionNote>
      ) : (
        <PreviewTable {...props} rows={shown.slice(first, first + PAGE_SIZE)} />
      )}
      {pages > 1 && (
        <Bar>
          <span>
            {text('preview.range', {
              from: first + 1,
              to: Math.min(first + PAGE_SIZE, shown.length),
              total: shown.length,
            })}
          </span>
          <Tabs>
            <Button type="button" $variant="secondary" disabled={current === 0} onClick={() => setPage(current - 1)}>
              {text('preview.previous')}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={current >= pages - 1}
              onClick={() => setPage(current + 1)}
            >
              {text('preview.next')}
            </Button>
          </Tabs>
        </Bar>
      )}
      {props.refusal ? (
        <Banner tone="error">{props.refusal}</Banner>
      ) : (
        props.balanceAfter && (
          <SectionNote>
            {text('preview.afterImport', { account: props.accountName })} <strong>{props.balanceAfter}</strong>
          </SectionNote>
        )
      )}
      <Bar>
        <span />
        <Button
          type="button"
          disabled={props.disabled || props.chosen === 0 || props.refusal !== null}
          onClick={props.onImport}
        >
          {text('preview.import', { count: props.chosen })}
        </Button>
      </Bar>
    </>
  );
}
