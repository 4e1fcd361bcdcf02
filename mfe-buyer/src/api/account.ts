import {
  accountActions,
  apiClient,
  useAuth,
  type ApiError,
  type SignInMethod,
  type UpdateProfileDto,
} from '@carmarket/shared-ui';
import { ME_PATH, useMe, useMutation } from '@carmarket/shared-ui/widgets';
import { useEffect, useState } from 'react';
import { mutate } from 'swr';

/** Saves name and phone; the account as stored replaces the cached GET /me. */
export function useUpdateProfile(onError: (error: ApiError) => void) {
  return useMutation(
    async (body: UpdateProfileDto) => {
      const saved = await apiClient.put('/me/profile', { body });
      await mutate(ME_PATH, saved, { revalidate: false });
      return saved;
    },
    { onError },
  );
}

/** How the signed-in person signs in (null until the sign-in SDK has said). */
export function useSignInMethods(): SignInMethod[] | null {
  const uid = useAuth((s) => s.user?.uid);
  const [methods, setMethods] = useState<SignInMethod[] | null>(null);
  useEffect(() => {
    let live = true;
    void accountActions().then((a) => live && setMethods(a.signInMethods()));
    return () => {
      live = false;
    };
  }, [uid]);
  return methods;
}

/** GET /me/export, saved as the file the API names. */
export async function downloadMyData(): Promise<void> {
  const data = await apiClient.get('/me/export');
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `carmarket-data-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A fresh sign-in (password, or Google again), then DELETE /me. */
export async function deleteMyAccount(password?: string): Promise<void> {
  await (await accountActions()).confirmIdentity(password);
  await apiClient.delete('/me');
}

export { useMe };
