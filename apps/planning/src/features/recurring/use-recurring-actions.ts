// The list's actions on one item: pause, resume, and delete after a confirmation.
import { useDeleteRecurring, usePauseRecurring, useResumeRecurring } from '@pitaka/data';
import type { RecurringItem } from '@pitaka/domain';
import { useMessageText, reportFailure } from '@pitaka/remote-kit';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { usePlanningText } from '../../i18n/planning-text';
import { isPaused } from './next-due';

export function useRecurringActions() {
  const text = usePlanningText();
  const say = useMessageText();
  const pause = usePauseRecurring();
  const resume = useResumeRecurring();
  const remove = useDeleteRecurring();
  const [deleting, setDeleting] = useState<RecurringItem | null>(null);
  /** The item a pause or resume is being sent for: its buttons wait. */
  const [toggling, setToggling] = useState<string | null>(null);

  /** Resumes a paused item, pauses any other. */
  async function togglePause(item: RecurringItem) {
    if (toggling) return;
    const paused = isPaused(item);
    setToggling(item.id);
    try {
      await (paused ? resume : pause).mutateAsync({ recurringId: item.id });
      toast.success(text(paused ? 'recurring.resumed' : 'recurring.paused'));
    } catch (error) {
      if (paused)
        reportFailure(say.ofError(error, text('recurring.resumeFailed')), error, 'Resuming the recurring item failed');
      else reportFailure(say.ofError(error, text('recurring.pauseFailed')), error, 'Pausing the recurring item failed');
    } finally {
      setToggling(null);
    }
  }

  async function confirmDelete() {
    if (!deleting || remove.isPending) return;
    try {
      await remove.mutateAsync({ recurringId: deleting.id });
      toast.success(text('recurring.deleted'));
    } catch (error) {
      reportFailure(say.ofError(error, text('recurring.deleteFailed')), error, 'Deleting the recurring item failed');
    } finally {
      setDeleting(null);
    }
  }

  return {
    toggling,
    togglePause,
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    deleteBusy: remove.isPending,
  };
}
