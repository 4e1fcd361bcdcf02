import { useApi, useAuth, type User } from '@carmarket/shared-ui';

/**
 * The signed-in person's own account (GET /me): its id tells which side of a conversation, or
 * which car, is theirs. The cache is not per person, so an answer for whoever was signed in
 * before in this tab is not given out (data stays undefined until the fresh one arrives).
 */
export function useMe() {
  const email = useAuth((state) => state.user?.email?.toLowerCase() ?? null);
  const me = useApi<User>(email ? '/me' : null, { dedupingInterval: 0, errorToast: false });
  return { ...me, data: me.data && me.data.email === email ? me.data : undefined };
}
