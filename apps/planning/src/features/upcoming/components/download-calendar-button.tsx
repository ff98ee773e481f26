import type { DueItem } from '@pitaka/domain';
import { downloadFile, reportFailure } from '@pitaka/remote-kit';
import { Button } from '@pitaka/ui';
import { useState } from 'react';
import { type PlanningText, usePlanningText } from '../../../i18n/planning-text';

/** The generator (and its library) is fetched on the first export only. */
const generator = () => import('../calendar-file');

const CALENDAR_TYPE = 'text/calendar;charset=utf-8';

/** "Download calendar (.ics)": every item listed, as all-day events on their Manila days. */
export function DownloadCalendarButton({ items, today }: { items: readonly DueItem[]; today: Date }) {
  const text = usePlanningText();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const { dueCalendar, dueCalendarFileName } = await generator();
      downloadFile(dueCalendar(items, { now: new Date() }), dueCalendarFileName(today), CALENDAR_TYPE);
    } catch (error) {
      reportFailure(text('calendar.failed'), error, 'Failed to make the calendar file');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      type="button"
      $variant="secondary"
      aria-disabled={busy || undefined}
      onClick={() => !busy && void download()}
    >
      {text('calendar.download')}
    </Button>
  );
}

/** One item's event, for "Add to calendar"; `text` words a failure. */
export async function downloadItemCalendar(item: DueItem, text: PlanningText): Promise<void> {
  try {
    const { dueItemCalendar, dueItemCalendarFileName } = await generator();
    downloadFile(dueItemCalendar(item, { now: new Date() }), dueItemCalendarFileName(item), CALENDAR_TYPE);
  } catch (error) {
    reportFailure(text('calendar.failed'), error, 'Failed to make the calendar file');
  }
}
