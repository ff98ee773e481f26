import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, useState } from 'react';
import { expectNoSeriousA11yViolations } from '../testing/axe';
import { mockMatchMedia, restoreMatchMedia } from '../testing/match-media';
import { textsOf } from '../testing/texts';
import { Button } from './button';
import { SelectableTable, type SelectableColumn, type SelectableTableProps } from './selectable-table';
import { PHONE_QUERY } from './use-media-query';

interface Payment {
  id: string;
  due: string;
  amount: string;
  status: 'Paid' | 'Due Soon' | 'Unpaid';
}

const dueCell = jest.fn((p: Payment) => p.due);

const COLUMNS: SelectableColumn<Payment>[] = [
  { key: 'due', header: 'Due Date', cell: dueCell },
  { key: 'amount', header: 'Amount', cell: (p) => p.amount, align: 'end' },
  { key: 'status', header: 'Status', cell: (p) => p.status },
];

function payments(count: number): Payment[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `p${i + 1}`,
    due: `Week ${i + 1}`,
    amount: '₱500.00',
    status: i === 0 ? 'Paid' : i === 1 ? 'Due Soon' : 'Unpaid',
  }));
}

const rowActions = (p: Payment) => (
  <Button type="button" $variant="secondary">
    {p.status === 'Paid' ? 'Unmark' : 'Mark Paid'}
  </Button>
);

function Harness({ rows = payments(3), ...props }: Partial<SelectableTableProps<Payment>>) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <SelectableTable
      caption="Payment Schedule"
      columns={COLUMNS}
      rows={rows}
      rowId={(p) => p.id}
      rowLabel={(p) => p.due}
      selected={selected}
      onSelectedChange={setSelected}
      disabledReason={(p) => (p.status === 'Paid' ? 'Already paid' : null)}
      highlighted={(p) => p.status === 'Due Soon'}
      rowActions={rowActions}
      selectAllLabel="Select all"
      bulkActions={
        <Button type="button" disabled={selected.size === 0}>
          Mark Selected as Paid
        </Button>
      }
      {...props}
    />
  );
}

afterEach(restoreMatchMedia);

describe('SelectableTable on wide screens', () => {
  beforeEach(() => mockMatchMedia(() => false));

  it('is a captioned table with a checkbox column and the row as row header', () => {
    render(<Harness />);
    const table = screen.getByRole('table', { name: 'Payment Schedule' });
    expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual([
      'Select',
      'Due Date',
      'Amount',
      'Status',
      'Action',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Week 2' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Payment Schedule' })).not.toBeInTheDocument();
  });

  it('names each checkbox by its row and drives the bulk action', async () => {
    render(<Harness />);
    const bulk = screen.getByRole('button', { name: 'Mark Selected as Paid' });
    expect(bulk).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Week 2' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Week 3' }));
    expect(bulk).toBeEnabled();
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Week 2' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('toggles with the keyboard (Space)', async () => {
    render(<Harness />);
    const box = screen.getByRole('checkbox', { name: 'Select Week 3' });
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
  });

  it('disables rows by the rule and says why', () => {
    render(<Harness />);
    const paid = screen.getByRole('checkbox', { name: 'Select Week 1' });
    expect(paid).toBeDisabled();
    expect(paid).toHaveAccessibleDescription('Already paid');
    expect(paid.closest('label')).toHaveAttribute('title', 'Already paid');
    expect(screen.getByRole('checkbox', { name: 'Select Week 2' })).toBeEnabled();
  });

  it('select all takes every enabled row, and clears them again', async () => {
    render(<Harness />);
    const all = screen.getByRole('checkbox', { name: 'Select all' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Week 2' }));
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(all);
    expect(screen.getByRole('checkbox', { name: 'Select Week 3' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Week 1' })).not.toBeChecked();
    expect(all).toBeChecked();
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(all);
    expect(screen.getByRole('checkbox', { name: 'Select Week 3' })).not.toBeChecked();
    expect(screen.queryByText(/\d+ selected/)).not.toBeInTheDocument();
  });

  it('marks highlighted rows', () => {
    render(<Harness />);
    expect(screen.getByRole('rowheader', { name: 'Week 2' }).closest('tr')).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getByRole('rowheader', { name: 'Week 3' }).closest('tr')).toHaveAttribute(
      'data-highlighted',
      'false',
    );
  });

  it('read only, shows the rows without checkboxes, actions or the bulk bar', () => {
    render(<Harness readOnly />);
    const table = screen.getByRole('table', { name: 'Payment Schedule' });
    expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual(['Due Date', 'Amount', 'Status']);
    expect(within(table).getByRole('rowheader', { name: 'Week 2' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the empty text when there are no rows', () => {
    render(<Harness rows={[]} emptyText="No payments yet." />);
    expect(screen.getByText('No payments yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('re-renders only the row that changed among 150', async () => {
    render(<Harness rows={payments(150)} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(151);
    dueCell.mockClear();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Week 120' }));
    expect(dueCell.mock.calls.map(([p]) => p.due)).toEqual(['Week 120']);
  });

  it('has no serious axe violations', async () => {
    const { container } = render(<Harness />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Week 2' }));
    await expectNoSeriousA11yViolations(container);
  });
});

describe('SelectableTable on phones (<= 480 px)', () => {
  beforeEach(() => mockMatchMedia((query) => query === PHONE_QUERY));

  it('renders a list of cards, not a table: label/value pairs, checkbox and actions', () => {
    render(<Harness />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Payment Schedule' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const second = cards[1];
    expect(within(second).getByRole('checkbox', { name: 'Select Week 2' })).toBeEnabled();
    expect(textsOf(within(second).getAllByRole('term'))).toEqual(['Due Date', 'Amount', 'Status']);
    expect(textsOf(within(second).getAllByRole('definition'))).toEqual(['Week 2', '₱500.00', 'Due Soon']);
    expect(within(second).getByRole('button', { name: 'Mark Paid' })).toBeInTheDocument();
    expect(second).toHaveAttribute('data-highlighted', 'true');
  });

  it('read only, a card is titled by its row and has no checkbox or actions', () => {
    render(<Harness readOnly />);
    const cards = within(screen.getByRole('list', { name: 'Payment Schedule' })).getAllByRole('listitem');
    expect(within(cards[1]).getByText('Week 2', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Already paid')).not.toBeInTheDocument();
  });

  it('shows the reason a card cannot be selected', () => {
    render(<Harness />);
    const paid = screen.getByRole('checkbox', { name: 'Select Week 1' });
    expect(paid).toBeDisabled();
    expect(paid).toHaveAccessibleDescription('Already paid');
    expect(screen.getByText('Already paid')).toBeVisible();
  });

  it('selects from a card and drives the bulk action', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByText('Week 3', { selector: 'span' }));
    expect(screen.getByRole('checkbox', { name: 'Select Week 3' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Mark Selected as Paid' })).toBeEnabled();
  });

  it('switches layout when the viewport crosses 480 px, keeping the selection', async () => {
    const change = mockMatchMedia(() => false);
    render(<Harness />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Week 3' }));
    act(() => change((query) => query === PHONE_QUERY));
    expect(screen.getByRole('list', { name: 'Payment Schedule' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Week 3' })).toBeChecked();
  });

  it('has no serious axe violations', async () => {
    const { container } = render(<Harness />);
    await expectNoSeriousA11yViolations(container);
  });
});

describe('SelectableTable without matchMedia (server render, old jsdom)', () => {
  it('falls back to the table', () => {
    render(<Harness />);
    expect(screen.getByRole('table', { name: 'Payment Schedule' })).toBeInTheDocument();
  });
});
