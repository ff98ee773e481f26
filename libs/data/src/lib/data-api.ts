// The data API is a separate chunk: it pulls in firebase/firestore/lite, which the sign-in
// screens must not download. Only types are imported statically here.
export type DataApi = typeof import('./store');

let api: Promise<DataApi> | undefined;

/** Loads the plain async functions (queries and commands) on first use. */
export function loadDataApi(): Promise<DataApi> {
  api ??= import('./store').catch((error: unknown) => {
    api = undefined;
    throw error;
  });
  return api;
}
