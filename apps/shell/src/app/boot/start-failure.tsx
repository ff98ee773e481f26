/**
 * What shows when the app itself cannot start (its configuration, or the code that reads it, could
 * not be had): plain, in English, because the texts and styles may be what failed.
 */
export function StartFailure() {
  return (
    <main role="alert" style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Pitaka could not start</h1>
      <p>The app configuration could not be loaded. Please reload the page in a moment.</p>
    </main>
  );
}
