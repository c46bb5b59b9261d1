import type { ReactNode } from 'react';
import { ThemeRegistry } from '@/components/admin/kit/ThemeRegistry';

/**
 * The admin wing's one theme boundary (docs/architecture.md: the admin kit): every page under
 * /admin — the panel, the feeds page, the course editor and its preview — renders inside MUI's
 * theme and Emotion cache, so no tab sets up its own. The login pages (/admin/auth, /admin/login)
 * are outside this group and load no MUI.
 */
export default function AdminPanelLayout({ children }: { children: ReactNode }) {
  return <ThemeRegistry>{children}</ThemeRegistry>;
}
