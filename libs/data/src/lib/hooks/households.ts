// Households: the person's (whatever space they are in), the invitations to them, and a
// household's members and open invitations (`householdId`: that household's, from any space).
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useCurrentUser } from '@pitaka/platform';
import { dataKeys } from './query-keys';
import { useCommand, useRunner } from './runner';
import { householdOfKey, spaceKey, useCurrentSpace } from './space';

/** The households the person is in, by name, with their role in each. */
export function useMyHouseholds() {
  const { uid, run } = useRunner(null);
  return useQuery(
    queryOptions({ queryKey: dataKeys.myHouseholds(uid), queryFn: () => run((api, s) => api.listMyHouseholds(s)) }),
  );
}

/** The open invitations to the signed-in person's e-mail address. */
export function useMyInvites() {
  const { uid, run } = useRunner(null);
  const email = useCurrentUser().email ?? '';
  return useQuery(
    queryOptions({
      queryKey: dataKeys.myInvites(uid, email),
      queryFn: () => run((api, s) => api.listMyInvites(s, email)),
      enabled: email !== '',
    }),
  );
}

/** An invitation by its link; data is null when it is gone. */
export function useInvite(householdId: string, inviteId: string) {
  const { uid, run } = useRunner(null);
  return useQuery(
    queryOptions({
      queryKey: dataKeys.invite(uid, householdId, inviteId),
      queryFn: () => run((api, s) => api.getInvite(s, { householdId, inviteId })),
    }),
  );
}

/** A household's members, once per space key: its members page, the names, the activity's "seen". */
function membersQuery({ uid, run }: ReturnType<typeof useRunner>) {
  return queryOptions({ queryKey: dataKeys.members(uid), queryFn: () => run((api, s) => api.listMembers(s)) });
}

export function useMembers(householdId: string) {
  return useQuery(membersQuery(useRunner(householdId)));
}

export function useHouseholdInvites(householdId: string) {
  const { uid, run } = useRunner(householdId);
  return useQuery(
    queryOptions({
      queryKey: dataKeys.householdInvites(uid),
      queryFn: () => run((api, s) => api.listHouseholdInvites(s)),
    }),
  );
}

export const useCreateHousehold = () => useCommand('createHousehold', null);
export const useAcceptInvite = () => useCommand('acceptInvite', null);
export const useDeclineInvite = () => useCommand('declineInvite', null);
export const useInviteMember = (householdId: string) => useCommand('inviteMember', householdId);
export const useCancelInvite = (householdId: string) => useCommand('cancelInvite', householdId);
export const useChangeRole = (householdId: string) => useCommand('changeRole', householdId);
export const useRemoveMember = (householdId: string) => useCommand('removeMember', householdId);
export const useLeaveHousehold = (householdId: string) => useCommand('leaveHousehold', householdId);
export const useDeleteHousehold = (householdId: string) => useCommand('deleteHousehold', householdId);

/**
 * Brings one of the person's own accounts into `householdId`, a household they own (a server
 * job). Both books change: the household's queries are refreshed as the command's changes say,
 * the person's own here, whether it finished or stopped part-way.
 */
export function useMoveAccountIn(householdId: string) {
  const move = useCommand('moveAccountIn', householdId);
  const own = useRunner(null).uid;
  const queryClient = useQueryClient();
  const { mutateAsync } = move;
  const moveAndRefresh = useCallback(
    async (input: { accountId: string }) => {
      try {
        return await mutateAsync(input);
      } finally {
        await queryClient.invalidateQueries({ queryKey: dataKeys.user(own) });
      }
    },
    [mutateAsync, queryClient, own],
  );
  return { ...move, mutateAsync: moveAndRefresh };
}

/** Reads the person's households again (after making or joining one). */
export function useRefreshMyHouseholds(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { uid } = useCurrentUser();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: dataKeys.myHouseholds(uid) }), [queryClient, uid]);
}

/**
 * Deletes everything this page holds of a household (the person lost access to it): its books,
 * and the invitation to it read by its link. The device's kept copy forgets them with it.
 */
export function useForgetHousehold(): (householdId: string) => void {
  const queryClient = useQueryClient();
  const { uid } = useCurrentUser();
  return useCallback(
    (householdId) => {
      queryClient.removeQueries({ queryKey: dataKeys.user(spaceKey(uid, householdId)) });
      queryClient.removeQueries({ queryKey: dataKeys.invitesTo(uid, householdId) });
    },
    [queryClient, uid],
  );
}

/**
 * Deletes what this page holds of every household of the person but `kept` (their memberships as
 * just read): one they were removed from while it was not chosen, or while the device was
 * offline, goes too. The device's kept copy forgets them with it.
 */
export function useForgetHouseholdsBut(): (kept: readonly string[]) => void {
  const queryClient = useQueryClient();
  const { uid } = useCurrentUser();
  return useCallback(
    (kept) => {
      const keep = new Set(kept);
      queryClient.removeQueries({
        predicate: (query) => {
          const household = householdOfKey(uid, query.queryKey[1]);
          return query.queryKey[0] === dataKeys.user(uid)[0] && household !== null && !keep.has(household);
        },
      });
    },
    [queryClient, uid],
  );
}

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/**
 * Who is who in the current household: each member's e-mail address by uid (for "Added by"); none
 * in the person's own books. A member who has left is no longer named.
 */
export function useMemberNames(): ReadonlyMap<string, string> {
  const space = useCurrentSpace();
  const members = useQuery({
    ...membersQuery(useRunner()),
    enabled: space !== null,
    select: (list) => new Map(list.map((m) => [m.uid, m.email])),
  });
  return members.data ?? NO_NAMES;
}

/**
 * While a household is chosen: when the person comes back to the tab, what they see of it is read
 * again (another member may have changed it meanwhile), and so are their memberships (they may
 * have been removed).
 */
export function useFreshOnReturn(householdId: string | null): void {
  const queryClient = useQueryClient();
  const { uid } = useCurrentUser();
  useEffect(() => {
    if (!householdId) return;
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      void queryClient.invalidateQueries({ queryKey: dataKeys.user(spaceKey(uid, householdId)) });
      void queryClient.invalidateQueries({ queryKey: dataKeys.myHouseholds(uid) });
    };
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, [queryClient, uid, householdId]);
}

/**
 * The current household's latest changes (read again whenever shown), and how many of them came
 * from someone else after the person last looked (their membership's `seenActivityAt`).
 */
export function useActivity() {
  const space = useCurrentSpace();
  const runner = useRunner();
  const { uid: key, run } = runner;
  const { uid } = useCurrentUser();
  const entries = useQuery(
    queryOptions({
      queryKey: dataKeys.activity(key),
      queryFn: () => run((api, s) => api.listActivity(s)),
      enabled: space !== null,
      staleTime: 0,
    }),
  );
  const members = useQuery({ ...membersQuery(runner), enabled: space !== null });
  const seenAt = members.data?.find((m) => m.uid === uid)?.seenActivityAt;
  const fresh = (entries.data ?? []).filter((e) => e.by !== uid && (!seenAt || e.at > seenAt));
  return {
    entries,
    seenAt,
    read: entries.isSuccess && members.isSuccess,
    newCount: members.isSuccess ? fresh.length : 0,
  };
}

export const useMarkActivitySeen = () => useCommand('markActivitySeen');

/** How many changes others made since the person last looked (the frame's strip); 0 in their own books. */
export function useNewActivityCount(): number {
  const space = useCurrentSpace();
  const { uid, run } = useRunner();
  const count = useQuery(
    queryOptions({
      queryKey: dataKeys.newActivity(uid),
      queryFn: () => run((api, s) => api.countNewActivity(s)),
      enabled: space !== null,
    }),
  );
  return count.data ?? 0;
}
