/**
 * What the admin page hands every tab (docs/architecture.md: admin area): the page of its lists
 * (?page=&pageSize=) and the address's text parameters (?q=, ?kategori=, ?del=, …).
 */
import type { ReactNode } from 'react';
import type { Page } from '@/lib/pagination';

export type AdminParams = Readonly<Record<string, string | undefined>>;

export interface TabProps {
  page: Page;
  params: AdminParams;
}

/** A tab's (or a tab section's) server component. */
export type TabComponent = (props: TabProps) => ReactNode | Promise<ReactNode>;
