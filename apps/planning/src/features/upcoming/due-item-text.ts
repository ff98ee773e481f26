import type { MessageText } from '@pitaka/remote-kit';
import { manilaDayNumber, type DueItem, categoryName } from '@pitaka/domain';
import type { PlanningText } from '../../i18n/planning-text';

/** Where the item's source lives: its paluwagan, its debt, or the recurring item's form. */
export function sourcePath(item: Pick<DueItem, 'kind' | 'sourceId'>): string {
  const id = encodeURIComponent(item.sourceId);
  switch (item.kind) {
    case 'paluwagan-week':
    case 'paluwagan-payout':
      return `/paluwagan/${id}`;
    case 'debt-payment':
      return `/debt/${id}`;
    case 'recurring':
      return `/recurring/${id}/edit`;
  }
}

/** What the row is, under its source's name: 'Paluwagan · Week 3', 'Bill · Utilities'. */
export function dueItemDetail(
  item: Pick<DueItem, 'kind' | 'flow' | 'key' | 'category'>,
  text: PlanningText,
  say: MessageText,
): string {
  switch (item.kind) {
    case 'paluwagan-week':
      return text('due.detail.paluwaganWeek', { week: item.key });
    case 'paluwagan-payout':
      return text('due.detail.paluwaganPayout', { number: item.key });
    case 'debt-payment':
      return text(item.flow === 'out' ? 'due.detail.debtOut' : 'due.detail.debtIn', { number: item.key + 1 });
    case 'recurring':
      return `${text(item.flow === 'out' ? 'type.bill' : 'type.income')} · ${say(categoryName(item.category))}`;
  }
}

/** The row's action: pay what goes out, receive what comes in. */
export function dueActionLabel(item: Pick<DueItem, 'flow'>, text: PlanningText): string {
  return text(item.flow === 'out' ? 'due.pay' : 'due.receive');
}

/** The status pill's text: 'Overdue', 'Due today', 'Tomorrow', 'In 5 days'. */
export function dueWhenText(item: Pick<DueItem, 'status' | 'dueDate'>, today: Date, text: PlanningText): string {
  if (item.status === 'overdue') return text('due.overdue');
  if (item.status === 'today') return text('due.today');
  const days = manilaDayNumber(item.dueDate) - manilaDayNumber(today);
  return days === 1 ? text('due.tomorrow') : text('due.inDays', { days });
}
