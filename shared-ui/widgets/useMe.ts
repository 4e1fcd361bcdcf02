import { useApi, useAuth } from '@carmarket/shared-ui';

export const ME_PATH = '/me' as const;

/**
 * The signed-in person's own account (GET /me, with the phone only its owner sees): its id tells which side of a conversation, or
 * which car, is theirs. The cache is not per person, so an answer for whoever was signed in
 * before in this tab is not given out (data stays undefined until the fresh one arrives).
 */
export function useMe() {
  const email = useAuth((state) => state.user?.email?.toLowerCase() ?? null);
  const me = useApi(email ? ME_PATH : null, { dedupingInterval: 0, errorToast: false });
  return { ...me, data: me.data && me.data.email === email ? me.data : undefined };
}
