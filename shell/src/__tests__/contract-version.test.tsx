// A remote released against another major of the shell–remote contract is refused with a clear
// message in its place, before any of its code loads.
import { CONTRACT_VERSION, type RemoteName } from '@carmarket/shared-ui';
import { screen, within } from '@testing-library/react';
import { checkContractVersion, RemoteRefusedError } from '../federation/contract-version';
import { renderShell, signInAs, testRemotes } from './app';

const remotes = testRemotes();
const major = Number(CONTRACT_VERSION.split('.')[0]);

afterEach(() => signInAs(null));

test('accepts any version of the same major, refuses another major or none', () => {
  expect(() => checkContractVersion('admin', `${major}.0.0`, `${major}.4.1`)).not.toThrow();
  expect(() => checkContractVersion('admin', `${major}.9.0`, `${major}.0.0`)).not.toThrow();
  expect(() => checkContractVersion('admin', `${major + 1}.0.0`, `${major}.2.0`)).toThrow(
    new RemoteRefusedError(
      `This release of the Admin dashboard was built for shell contract ${major + 1}.0.0, which this version of CarMarket (contract ${major}.2.0) does not support, so it was not loaded.`,
    ),
  );
  expect(() => checkContractVersion('seller', `${major - 1}.9.9`, `${major}.0.0`)).toThrow(RemoteRefusedError);
  for (const missing of [undefined, '', 'latest', 2]) {
    expect(() => checkContractVersion('buyer', missing, '1.0.0')).toThrow(
      'This release of the Buyer dashboard gives no shell contract version',
    );
  }
});

test("a refused admin release shows the admin's fallback saying why, loads none of its code, and the rest works", async () => {
  signInAs('Admin');
  const refusing = (name: RemoteName) => {
    if (name === 'admin') checkContractVersion('admin', `${major + 1}.0.0`);
    return Promise.resolve(remotes[name]);
  };
  const { loaded } = renderShell('/dashboard/all_sellers', (name) => Promise.resolve().then(() => refusing(name)));
  const fallback = await screen.findByTestId('remote-fallback');
  expect(fallback).toHaveTextContent('Admin dashboard is unavailable right now');
  expect(fallback).toHaveTextContent(
    `built for shell contract ${major + 1}.0.0, which this version of CarMarket (contract ${CONTRACT_VERSION}) does not support`,
  );
  // The reason is on the card, not folded away under technical details.
  expect(within(fallback).queryByText('Technical details')).toBeNull();
  expect(within(fallback).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(loaded).toEqual([]);
  // The shell's header stays (on a dashboard its main links wait behind the menu button on a phone).
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'CarMarket home' })).toBeVisible();
});
