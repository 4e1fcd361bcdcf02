import { create } from 'zustand';

/** Whether the dashboard's side menu is open on small screens (the nav's 'Dashboard Menu' toggle). */
export const useDashboardMenu = create<{ open: boolean; toggle(): void; close(): void }>()((set) => ({
  open: false,
  toggle: () => set((s) => ({ open: !s.open })),
  close: () => set({ open: false }),
}));
