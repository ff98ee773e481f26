import { useCurrency } from '@pitaka/data';
import type { BudgetView } from '@pitaka/domain';
import { LoadView, MainPage, LinkButton, useCanChangeMoney, useDates } from '@pitaka/remote-kit';
import { Banner, Button, Card, EmptyState, Skeleton } from '@pitaka/ui';
import { BudgetForm } from '../features/budgets/components/budget-form';
import { BudgetLines } from '../features/budgets/components/budget-lines';
import { PeriodBar } from '../features/budgets/components/period-bar';
import { UnbudgetedSpending } from '../features/budgets/components/unbudgeted-spending';
import { useBudgetEditor } from '../features/budgets/use-budget-editor';
import {
  nextPeriod,
  previousPeriod,
  useBudgetsPage,
  usePeriodChoice,
  type PeriodChoice,
} from '../features/budgets/use-budgets-page';
import { usePlanningText } from '../i18n/planning-text';

export default function BudgetsPage() {
  const text = usePlanningText();
  const choice = usePeriodChoice();
  return (
    <MainPage title={text('budgets.title')} subtitle={text('budgets.subtitle')}>
      {choice ? (
        <PeriodBudget choice={choice} />
      ) : (
        <Card>
          <Skeleton label={text('budgets.loading')} lines={4} />
        </Card>
      )}
    </MainPage>
  );
}

function PeriodBudget({ choice }: { choice: PeriodChoice }) {
  const text = usePlanningText();
  const dates = useDates();
  const page = useBudgetsPage(choice.period);
  const label = dates.period(choice.period);
  const daysLeft = page.status === 'ready' ? text('budgets.daysLeft', { days: page.view.daysLeft }) : '';
  return (
    <>
      <PeriodBar
        kind={choice.kind}
        label={label}
        daysLeft={daysLeft}
        onKind={choice.showKind}
        onPrevious={() => choice.show(previousPeriod(choice.period))}
        onNext={() => choice.show(nextPeriod(choice.period))}
      />
      {page.figuresPending && (
        <Banner tone="info">
          <p>{text('budgets.figuresPending')}</p>
          <LinkButton to="/insights" variant="secondary">
            {text('budgets.openInsights')}
          </LinkButton>
        </Banner>
      )}
      <LoadView
        state={page}
        loading={
          <Card>
            <Skeleton label={text('budgets.loading')} lines={4} />
          </Card>
        }
        failed={text('budgets.loadFailed')}
      >
        {({ view }) => <Budget key={view.period} view={view} label={label} />}
      </LoadView>
    </>
  );
}

function Budget({ view, label }: { view: BudgetView; label: string }) {
  const text = usePlanningText();
  const currency = useCurrency();
  const canChange = useCanChangeMoney();
  const editor = useBudgetEditor(view);
  const title = text('budgets.lines', { period: label });
  const start = canChange && (
    <Button type="button" $variant={view.budget ? 'secondary' : 'primary'} onClick={editor.start}>
      {text(view.budget ? 'budgets.edit' : 'budgets.set')}
    </Button>
  );
  return (
    <>
      {editor.open ? (
        <BudgetForm
          title={text('budgets.form', { period: label })}
          rows={editor.form.values.rows}
          error={editor.form.error}
          busy={editor.form.busy}
          currency={editor.currency}
          choicesFor={editor.choicesFor}
          canAdd={editor.canAdd}
          canCopy={editor.canCopy}
          canSuggest={editor.canSuggest}
          onChange={editor.change}
          onAdd={editor.add}
          onRemove={editor.remove}
          onCopy={editor.copyPrevious}
          onSuggest={editor.suggest}
          onSave={() => void editor.save()}
          onCancel={editor.cancel}
        />
      ) : view.budget ? (
        <BudgetLines title={title} aside={start} lines={view.lines} totals={view.totals} currency={currency} />
      ) : (
        <Card>
          <EmptyState
            headingLevel={2}
            title={text('budgets.empty.title', { period: label })}
            text={text('budgets.empty.text')}
            action={start || undefined}
          />
        </Card>
      )}
      {view.unbudgeted.length > 0 && <UnbudgetedSpending rows={view.unbudgeted} currency={currency} />}
    </>
  );
}
