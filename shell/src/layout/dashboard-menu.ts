import { useLocation } from 'react-router-dom';
import { create } from 'zustand';

// The history entry the menu was opened on. Open means "opened on this entry", so any navigation
// closes it without an effect, and a tap on the toggle while the dashboard is still loading is
// kept rather than undone when the layout mounts.
const useOpenedOn = create<{ key: string | null }>()(() => ({ key: null }));

/** Whether the dashboard's side menu is open on small screens (the nav's 'Dashboard Menu' toggle). */
export function useDashboardMenu(): { open: boolean; toggle(): void } {
  const { key } = useLocation();
  const open = useOpenedOn((s) => s.key === key);
  return { open, toggle: () => useOpenedOn.setState({ key: open ? null : key }) };
}

/** Closes the menu wherever it was opened (tests start each render closed). */
export function closeDashboardMenu(): void {
  useOpenedOn.setState({ key: null });
}
