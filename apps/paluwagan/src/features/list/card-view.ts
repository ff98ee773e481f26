import {
  PALUWAGAN,
  formatDate,
  formatPeso,
  ownedNumbers,
  paluwaganStatus,
  paluwaganWeeklyDue,
  startedOn,
  type Language,
  type Paluwagan,
  type PaluwaganStatus,
} from '@pitaka/domain';
import type { MessageText } from '@pitaka/remote-kit';
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
  /** How many numbers the user holds ('1 number' / 'n numbers'). */
  numberCount: number;
  /** ['Paluwagan Completed'] or the payout line and the payment line. */
  lines: StatusLine[];
}

function payoutTone(status: PaluwaganStatus): StatusTone {
  if (status.nextPayout) return 'info';
  return status.payoutsToMark > 0 ? 'dueSoon' : 'done';
}

/** The card in the page's language: its dates in `language`, the domain's messages through `say`. */
export function paluwaganCardView(p: Paluwagan, today: Date, language: Language, say: MessageText): PaluwaganCardView {
  const status = paluwaganStatus(p, today, language);
  const lines: StatusLine[] = status.completed
    ? [{ text: say(PALUWAGAN.completed), tone: 'done' }]
    : [
        { text: say(status.payout), tone: payoutTone(status) },
        { text: say(status.payment), tone: status.paymentDue ? 'dueSoon' : 'ok' },
      ];
  return {
    id: p.id,
    name: p.name,
    started: say(startedOn(formatDate(p.startDate, language))),
    progress: status.progress,
    weeklyDue: formatPeso(paluwaganWeeklyDue(p)),
    payout: formatPeso(p.payoutPerNumber),
    numberCount: ownedNumbers(p).length,
    lines,
  };
}
