// Reading offline (issue 25; spec silent). `time` is the moment the data shown was loaded, already
// formatted for the device ("3:05 PM", with the day when it is not today).
export const OFFLINE_MESSAGES = {
  writeRefused: "You're offline. Nothing was saved — try again when you're back online.",
} as const;
