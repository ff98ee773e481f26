import {
  PALUWAGAN_MESSAGES,
  formatDate,
  formatPeso,
  numberCountText,
  ownedNumbers,
  paluwaganStatus,
  paluwaganWeeklyDue,
  startedOnText,
  type Paluwagan,
  type PaluwaganStatus,
} from '@pitaka/domain';
import type { StatusTone } from '@pitaka/ui';

export interface StatusLine {
  text: string;
  tone: StatusTone;
}

/** What a paluwagan card shows, worked out once from the paluwagan and today. */
export interface PaluwaganCardView {
  id: string;
  name: string;
  /** 'Started {date}'. */
  started: string;
  /** Share of weekly payments due before today. */
  progress: number;
  weeklyDue: string;
  payout: string;
  /** '1 number' / 'n numbers'. */
  numbers: string;
  /** ['Paluwagan Completed'] or the payout line and the payment line. */
  lines: StatusLine[];
}

function payoutTone(status: PaluwaganStatus): StatusTone {
  if (status.nextPayout) return 'info';
  return status.payoutsToMark > 0 ? 'dueSoon' : 'done';
}

export function paluwaganCardView(p: Paluwagan, today: Date): PaluwaganCardView {
  const status = paluwaganStatus(p, today);
  const lines: StatusLine[] = status.completed
    ? [{ text: PALUWAGAN_MESSAGES.completed, tone: 'done' }]
    : [
        { text: status.payoutText, tone: payoutTone(status) },
        { text: status.paymentText, tone: status.paymentDue ? 'dueSoon' : 'ok' },
      ];
  return {
    id: p.id,
    name: p.name,
    started: startedOnText(formatDate(p.startDate)),
    progress: status.progress,
    weeklyDue: formatPeso(paluwaganWeeklyDue(p)),
    payout: formatPeso(p.payoutPerNumber),
    numbers: numberCountText(ownedNumbers(p).length),
    lines,
  };
}
