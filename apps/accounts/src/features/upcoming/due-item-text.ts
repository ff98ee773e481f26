import { manilaDayNumber, type DueItem } from '@pitaka/domain';

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
export function dueItemDetail(item: Pick<DueItem, 'kind' | 'flow' | 'key' | 'category'>): string {
  switch (item.kind) {
    case 'paluwagan-week':
      return `Paluwagan · Week ${item.key}`;
    case 'paluwagan-payout':
      return `Paluwagan · Payout of number ${item.key}`;
    case 'debt-payment':
      return `${item.flow === 'out' ? 'Debt you owe' : 'Debt owed to you'} · Payment ${item.key + 1}`;
    case 'recurring':
      return `${item.flow === 'out' ? 'Bill' : 'Income'} · ${item.category}`;
  }
}

/** The row's action: pay what goes out, receive what comes in. */
export function dueActionLabel(item: Pick<DueItem, 'flow'>): string {
  return item.flow === 'out' ? 'Pay' : 'Receive';
}

/** The status pill's text: 'Overdue', 'Due today', 'Tomorrow', 'In 5 days'. */
export function dueWhenText(item: Pick<DueItem, 'status' | 'dueDate'>, today: Date): string {
  if (item.status === 'overdue') return 'Overdue';
  if (item.status === 'today') return 'Due today';
  const days = manilaDayNumber(item.dueDate) - manilaDayNumber(today);
  return days === 1 ? 'Tomorrow' : `In ${days} days`;
}
