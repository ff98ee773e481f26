import { parseRemoteRegistrations } from './remote-registration';
import { registerRemotesFromConfig, type RemoteRegistry, type WrittenRemotes } from './remotes';

const read = new WeakMap<WrittenRemotes, RemoteRegistry>();

/**
 * The remotes of /config.json read (a malformed one left out with a console error) and their
 * manifests registered with Module Federation: once per config, however often it is asked for.
 * Part of the signed-in area's chunk (routing/signed-in-routes.tsx), so the sign-in screens never
 * download the reader.
 */
export function readRemoteRegistry(written: WrittenRemotes): RemoteRegistry {
  let registry = read.get(written);
  if (!registry) {
    registry = parseRemoteRegistrations(written);
    registerRemotesFromConfig(registry);
    read.set(written, registry);
  }
  return registry;
}
