// Insights (issue 22; the spec predates them, so every text here is spec silent).
export const INSIGHTS_MESSAGES = {
  loadFailed: 'Failed to load insights',
  prepareFailed: 'Your insights could not be prepared. Your data is safe; try again.',
  rebuildKeptChanging: 'Your data kept changing while your insights were being prepared. Please try again.',
} as const;
