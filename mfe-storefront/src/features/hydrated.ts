// Whether React is past drawing what the server drew (shared-ui's useHydrated). Under a shell
// released before server rendering, whose shared-ui lacks it, no page is hydrated: always past.
import * as shared from '@carmarket/shared-ui';

const always = () => true;
export const useHydrated: () => boolean = shared.useHydrated ?? always;
