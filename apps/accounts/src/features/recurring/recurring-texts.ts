// What the recurring screens say that @pitaka/domain's RECURRING_MESSAGES does not (yet): the
// spec is silent on recurring items, so these follow the other records' wording.
export const RECURRING_TEXTS = {
  loadFailed: 'Failed to load recurring items',
  loadDetailsFailed: 'Failed to load recurring item',
  created: 'Recurring item added successfully!',
  updated: 'Recurring item updated successfully',
  deleted: 'Recurring item deleted successfully',
  paused: 'Recurring item paused',
  resumed: 'Recurring item resumed',
  createFailed: 'Failed to add recurring item',
  updateFailed: 'Failed to update recurring item',
  deleteFailed: 'Failed to delete recurring item',
  pauseFailed: 'Failed to pause recurring item',
  resumeFailed: 'Failed to resume recurring item',
  accountDeleted: 'Account deleted',
  /** The edit form, when the item's default account no longer exists. */
  accountGone: 'The account it used was deleted. Please choose another.',
} as const;
