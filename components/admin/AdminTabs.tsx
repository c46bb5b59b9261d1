/**
 * The admin panel's tab links and the current tab (or tab section) rendered on the server; the tabs
 * are registered in tabs.ts. Links, not buttons: every tab has its own address. One row on every
 * screen: it scrolls sideways when it does not fit (a phone), it never wraps.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ADMIN_TABS, type AdminTabInfo } from './tabs';
import type { TabComponent, TabProps } from './tab';

function LinkRow({ label, links, variant }: { label: string; links: { href: string; label: string; current: boolean }[]; variant: 'tabs' | 'sections' }) {
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{
        overflowX: 'auto',
        mb: variant === 'tabs' ? 3 : 2,
        borderBottom: variant === 'tabs' ? 1 : 0,
        borderColor: 'divider',
        scrollbarWidth: 'thin',
      }}
    >
      <Stack direction="row" spacing={variant === 'tabs' ? 0 : 1} sx={{ width: 'max-content' }}>
        {links.map((l) => (
          <Button
            key={l.href}
            href={l.href}
            aria-current={l.current ? 'page' : undefined}
            variant={variant === 'sections' && l.current ? 'contained' : 'text'}
            size={variant === 'tabs' ? 'medium' : 'small'}
            color={l.current ? 'primary' : 'inherit'}
            sx={
              variant === 'tabs'
                ? {
                    borderRadius: 0,
                    whiteSpace: 'nowrap',
                    px: 2,
                    py: 1.25,
                    borderBottom: 3,
                    borderColor: l.current ? 'primary.main' : 'transparent',
                    fontWeight: l.current ? 700 : 500,
                  }
                : { whiteSpace: 'nowrap', borderRadius: 5 }
            }
          >
            {l.label}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}

export function TabNav({ current }: { current: AdminTabInfo }) {
  return (
    <LinkRow label="Faner" variant="tabs" links={ADMIN_TABS.map((t) => ({ href: `/admin?fane=${t.id}`, label: t.label, current: t.id === current.id }))} />
  );
}

/**
 * The tab's content: its one view, or — for a tab with sections — their links first and the
 * section ?del= names (else the first).
 */
export type TabViews = TabComponent | Readonly<Record<string, TabComponent>>;

export function TabContent({ tab, views, ...props }: TabProps & { tab: AdminTabInfo; views: TabViews }) {
  if (typeof views === 'function') {
    const View = views;
    return <View {...props} />;
  }
  const sections = tab.sections ?? [];
  const section = sections.find((s) => s.id === props.params.del) ?? sections[0];
  const Section = views[section.id];
  return (
    <>
      <LinkRow
        label={tab.label}
        variant="sections"
        links={sections.map((s) => ({ href: `/admin?fane=${tab.id}&del=${s.id}`, label: s.label, current: s.id === section.id }))}
      />
      <Section {...props} />
    </>
  );
}
