import type { ReactNode } from 'react';
import { ThemeRegistry } from '@/components/ui/ThemeRegistry';

/**
 * The dealer finder's interactive parts (filter, list, map) are built with MUI, which needs its
 * theme and server-rendered Emotion styles; the rest of the public site is plain CSS.
 */
export default function DealerFinderLayout({ children }: { children: ReactNode }) {
  return <ThemeRegistry>{children}</ThemeRegistry>;
}
