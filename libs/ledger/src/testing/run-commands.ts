// Commands run in memory as the server runs them (guardedCommand: ACCESS, then the command), in
// any space, as any actor, at `now` unless a call says otherwise; ids id1, id2, … in call order.
import { guardedCommand, type CommandName, type InputOf, type OutputOf } from '../lib/commands/by-name';
import type { MemoryStore } from '../lib/memory/memory-store';
import type { Space } from '../lib/port/paths';
import type { Actor } from '../lib/port/port';
import { runIn } from '../lib/port/run';

export function commandRunner(store: MemoryStore, now: Date) {
  let ids = 0;
  return <N extends CommandName>(actor: Actor, space: Space, name: N, input: InputOf<N>, at = now) =>
    runIn((body) => store.transaction(body), guardedCommand(name), input, {
      space,
      actor,
      now: at,
      newId: () => `id${++ids}`,
    }) as Promise<OutputOf<N>>;
}
