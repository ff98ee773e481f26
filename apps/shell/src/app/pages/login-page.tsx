import { signInWithEmail } from '@pitaka/data';
import { Button, Card } from '@pitaka/ui';
import { useState, type FormEvent } from 'react';
import { usePageTitle } from '../routing/page-title';

export function LoginPage() {
  usePageTitle('Sign in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await signInWithEmail(email, password, true);
    } catch {
      setError('Failed to log in. Please check your credentials.');
      setBusy(false);
    }
  }

  return (
    <main style={{ maxWidth: '26rem', margin: '4rem auto', padding: '1rem' }}>
      <Card>
        <h1>Welcome Back!</h1>
        <p>Sign in to continue to your account</p>
        {error && <p role="alert">{error}</p>}
        <form onSubmit={submit}>
          <label htmlFor="email">Email</label>
          <input id="email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <label htmlFor="password">Password</label>
          <input id="password" type="password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          <Button type="submit" disabled={busy}>{busy ? 'Signing in...' : 'Sign in'}</Button>
        </form>
      </Card>
    </main>
  );
}
