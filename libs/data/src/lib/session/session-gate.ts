// Holds the session's visible state still while an auth action passes through intermediate
// states that screens must not react to (registration signs in, then straight out again).

let holds = 0;
const releaseListeners = new Set<() => void>();

/** Starts a hold; call the returned function (once) to end it. */
export function holdSession(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds === 0) Array.from(releaseListeners).forEach((listener) => listener());
  };
}

export function isSessionHeld(): boolean {
  return holds > 0;
}

/** Called when the last hold ends; returns an unsubscribe function. */
export function onSessionRelease(listener: () => void): () => void {
  releaseListeners.add(listener);
  return () => {
    releaseListeners.delete(listener);
  };
}
