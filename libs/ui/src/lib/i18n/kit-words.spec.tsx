// The kit's default words (buttons, dialogs, empty and loading states, aria names) in the page's
// language: Filipino once <html lang> says so; callers' own labels still win.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { AccountSelect } from '../account-select';
import { ConfirmDialog } from '../confirm-dialog';
import { Dialog } from '../dialog';
import { PasswordField } from '../form-field';
import { InlineConfirm } from '../inline-confirm';
import { LoadError } from '../load-error';
import { NumberStepper } from '../number-stepper';
import { PlaceholderPage } from '../page';
import { PaymentSourceDialog } from '../payment-source-dialog';
import { RecordUnavailable } from '../record-unavailable';
import { SelectableTable } from '../selectable-table';
import { WidgetCard } from '../widget-card';
import { loadCatalogues } from './catalogue';

const noop = () => undefined;

function renderIn(language: 'en' | 'fil', ui: ReactElement) {
  document.documentElement.lang = language;
  return render(<Suspense fallback={null}>{ui}</Suspense>);
}

// As the app's start does: the chosen language's texts downloaded before the first render.
beforeAll(() => loadCatalogues('fil'));

afterEach(() => {
  document.documentElement.lang = '';
});

const Link = ({ to, children, ...props }: { to: string; children?: ReactNode }) => (
  <a href={to} {...props}>
    {children}
  </a>
);

describe('the kit in Filipino', () => {
  it("a confirm dialog's default buttons and busy line", async () => {
    const { rerender } = renderIn(
      'fil',
      <ConfirmDialog open title="Burahin?" message="Sigurado ka ba?" onConfirm={noop} onCancel={noop} />,
    );
    expect(await screen.findByRole('button', { name: 'Kumpirmahin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kanselahin' })).toBeInTheDocument();
    rerender(
      <Suspense fallback={null}>
        <ConfirmDialog open busy title="Burahin?" message="Sigurado ka ba?" onConfirm={noop} onCancel={noop} />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Ginagawa...' })).toBeInTheDocument();
  });

  it("a dialog's close button, a load error's Retry, a widget's View all", async () => {
    renderIn(
      'fil',
      <>
        <Dialog open title="Pamagat" onClose={noop} />
        <LoadError message="Hindi na-load ang datos" onRetry={noop} />
        <WidgetCard
          title="Ngayong buwan"
          viewAll={{ to: '/insights', label: 'Tingnan lahat ng insight', linkAs: Link }}
        >
          …
        </WidgetCard>
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Isara' })).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Subukan ulit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tingnan lahat ng insight' })).toHaveTextContent('Tingnan lahat');
  });

  it('the password toggle, the stepper, the account select and an unbuilt page', async () => {
    renderIn(
      'fil',
      <>
        <PasswordField label="Password" value="" onChange={noop} />
        <NumberStepper label="Mga numero" value="1" onChange={noop} />
        <AccountSelect options={[]} value="" onChange={noop} />
        <PlaceholderPage title="Malapit na" />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Ipakita ang password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bawasan ang Mga numero' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dagdagan ang Mga numero' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Account' })).toHaveDisplayValue('Pumili ng account');
    expect(screen.getByText('Ginagawa pa ang screen na ito. Bumalik ka mamaya.')).toBeInTheDocument();
  });

  it("an inline confirm's second step, a missing record's Retry", async () => {
    renderIn(
      'fil',
      <>
        <InlineConfirm label="Burahin ang Account" onConfirm={noop} />
        <RecordUnavailable title="Hindi na-load" backTo="/" backLabel="Bumalik" linkAs={Link} onRetry={noop} />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Burahin ang Account' }));
    expect(screen.getByRole('button', { name: 'Kumpirmahin ang Pagbura' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Kanselahin' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Subukan ulit' })).toBeInTheDocument();
  });

  it("a payment dialog's buttons and its accounts while they load", async () => {
    renderIn(
      'fil',
      <PaymentSourceDialog
        open
        title="Kumpirmahin ang Bayad"
        summary="Linggo 3"
        method="account"
        onMethod={noop}
        accounts={undefined}
        accountId=""
        onAccount={noop}
        error={null}
        busy={false}
        onConfirm={noop}
        onClose={noop}
      />,
    );
    expect(await screen.findByRole('combobox', { name: 'Account' })).toHaveDisplayValue('Naglo-load ng mga account...');
    expect(screen.getByRole('button', { name: 'Kumpirmahin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kanselahin' })).toBeInTheDocument();
  });

  it("a selectable table's headers, row names and count of the selected", async () => {
    const rows = [{ id: 'w1' }, { id: 'w2' }];
    renderIn(
      'fil',
      <SelectableTable
        caption="Iskedyul"
        columns={[{ key: 'id', header: 'Linggo', cell: (row) => row.id }]}
        rows={rows}
        rowId={(row) => row.id}
        rowLabel={(row) => row.id}
        selected={new Set(['w1', 'w2'])}
        onSelectedChange={noop}
        rowActions={() => null}
      />,
    );
    expect(await screen.findByRole('columnheader', { name: 'Piliin' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Aksyon' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Piliin ang w1' })).toBeChecked();
    expect(screen.getByText('2 ang napili')).toBeInTheDocument();
  });

  it('an empty selectable table', async () => {
    renderIn(
      'fil',
      <SelectableTable
        caption="Iskedyul"
        columns={[]}
        rows={[]}
        rowId={() => ''}
        rowLabel={() => ''}
        selected={new Set()}
        onSelectedChange={noop}
      />,
    );
    expect(await screen.findByText('Walang maipakita.')).toBeInTheDocument();
  });
});

describe('the kit in English', () => {
  it('keeps its words', async () => {
    renderIn(
      'en',
      <>
        <ConfirmDialog open title="Delete?" message="Sure?" cancelLabel="Keep" onConfirm={noop} onCancel={noop} />
        <LoadError message="Failed to load" onRetry={noop} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
