import { useApi, useAuth, type User } from '@carmarket/shared-ui';

/** The signed-in person's own account: its id tells which side of a conversation is theirs. */
export function useMe() {
  const signedIn = useAuth((state) => state.user !== null);
  return useApi<User>(signedIn ? '/me' : null);
}
