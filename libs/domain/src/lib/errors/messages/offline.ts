// Reading offline (issue 25; spec silent). `time` is the moment the data shown was loaded, already
// formatted for the device ("3:05 PM", with the day when it is not today).
export const OFFLINE_MESSAGES = {
  bannerLoadedAt: (time: string) => `You're offline — showing what was loaded at ${time}`,
  /** Offline with nothing loaded on this device yet. */
  bannerNothingLoaded: "You're offline — what you open will load when you're back online",
  writeRefused: "You're offline. Nothing was saved — try again when you're back online.",
} as const;
