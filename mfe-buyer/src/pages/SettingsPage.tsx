import {
  Card,
  Heading,
  Muted,
  PageTitle,
  Skeleton,
  Stack,
  toast,
  styled,
  type KindSettingView,
  type SettingsView,
} from '@carmarket/shared-ui';
import { ApiContent, Checkbox } from '@carmarket/shared-ui/widgets';
import { Link } from 'react-router-dom';
import { useMe, useSignInMethods } from '../api/account';
import { useSetEmail, useSettings } from '../api/notifications';
import { PasswordCard } from '../features/account/PasswordCard';
import { ProfileCard } from '../features/account/ProfileCard';
import { YourDataCard } from '../features/account/YourDataCard';

const Switches = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0 24px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  legend {
    padding: 0;
    margin-bottom: 8px;
  }
`;

function SettingsSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading your settings">
      <Stack $gap="sm">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} $height="32px" $width="60%" />
        ))}
      </Stack>
    </Card>
  );
}

/**
 * `/dashboard/settings`: the profile (name, phone), the password, e-mail on or off per kind of
 * event (the app's own notifications always show), and the account's data: download or delete.
 */
export default function SettingsPage() {
  const settings = useSettings();
  const me = useMe();
  const methods = useSignInMethods();
  const setEmail = useSetEmail();

  async function toggle({ kind, label }: KindSettingView, on: boolean) {
    const before = settings.data;
    if (!before) return;
    // Shown at once; the server's answer (or the old state, on failure) replaces it.
    const shown: SettingsView = {
      email: { ...before.email, [kind]: on },
      kinds: before.kinds.map((k) => (k.kind === kind ? { ...k, email: on } : k)),
    };
    void settings.mutate(shown, { revalidate: false });
    const saved = await setEmail.run(kind, on);
    void settings.mutate(saved ?? before, { revalidate: false });
    if (saved) toast.success(`E-mail ${on ? 'on' : 'off'}: ${label}`, { id: 'settings-saved' });
  }

  return (
    <Stack $gap="md">
      <PageTitle>Settings</PageTitle>
      {/* Keyed by the stored account, so the form starts from what was saved. */}
      {me.data ? <ProfileCard key={me.data._id} me={me.data} /> : <SettingsSkeleton />}
      <PasswordCard methods={methods} />
      <ApiContent result={settings} loading={<SettingsSkeleton />} empty={{ title: '' }}>
        {(data) => (
          <Card>
            <Switches>
              <legend>
                <Heading as="h2">E-mail notifications</Heading>
                <Muted>
                  Choose what we e-mail you about. Everything still shows under Notifications; each e-mail also has a
                  link to turn its kind off.
                </Muted>
              </legend>
              {data.kinds.map((setting) => (
                <Checkbox
                  key={setting.kind}
                  label={setting.label}
                  checked={setting.email}
                  onChange={(event) => void toggle(setting, event.target.checked)}
                />
              ))}
            </Switches>
          </Card>
        )}
      </ApiContent>
      <YourDataCard methods={methods} />
      <Muted>
        Questions? See <Link to="/help">Help</Link>, <Link to="/terms">Terms</Link> and{' '}
        <Link to="/privacy">Privacy</Link>.
      </Muted>
    </Stack>
  );
}
