/**
 * Produktfakta › Bruksområder (docs/product.md: Admin panel, Produktfakta): the uses vocabulary in
 * the order 'Passer til' shows it, each with its key (slug), how many products use it, 'Opp'/'Ned',
 * 'Gi nytt navn' and 'Slett' (refused while products use it: the confirmation and the server's 409
 * say how many). On the admin kit; renders on the server, the buttons are client islands.
 */
import { prisma } from '@/lib/db';
import { deleteUseTermAction, moveUseTermAction } from '@/lib/admin/product-facts/actions';
import { listUseTerms } from '@/lib/admin/product-facts/service';
import { ActionButton } from '../kit/ActionButton';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { DataTable, type Column } from '../kit/DataTable';
import { formatNumber } from '../kit/format';
import { AdminSection } from '../kit/SectionHeader';
import { USE_TERM_TOASTS, USE_TERM_UI as T } from './texts';
import { UseTermDialog } from './UseTermDialog';
import { UseTermTasksDialog } from './UseTermTasksDialog';
import { taskLabel } from '@/lib/catalogue/facts';

type Key = 'label' | 'slug' | 'tasks' | 'products';
const COLUMNS: Column<Key>[] = [
  { key: 'label', label: T.columns.label },
  { key: 'slug', label: T.columns.slug, hideBelow: 'sm' },
  { key: 'tasks', label: T.columns.tasks, hideBelow: 'md' },
  { key: 'products', label: T.columns.products, align: 'right', nowrap: true },
];

export async function UseTermsSection() {
  const terms = await listUseTerms(prisma);
  return (
    <AdminSection id="use-terms-title" title={T.title(terms.length)} intro={T.intro} actions={<UseTermDialog />}>
      <DataTable
        labelledBy="use-terms-title"
        columns={COLUMNS}
        empty={T.empty}
        rows={terms.map((t, index) => ({
          id: t.slug,
          cells: {
            label: t.label,
            slug: t.slug,
            tasks: t.taskOrder.length ? t.taskOrder.map(taskLabel).join(' → ') : T.noTasks,
            products: formatNumber(t.productCount),
          },
          actions: (
            <>
              {index > 0 && (
                <ActionButton
                  label={T.up}
                  pendingLabel={T.moving}
                  ariaLabel={T.moveUp(t.label)}
                  action={moveUseTermAction.bind(null, t.slug, { direction: 'up' })}
                  success={USE_TERM_TOASTS.moved}
                  failure={USE_TERM_TOASTS.moveFailure}
                />
              )}
              {index < terms.length - 1 && (
                <ActionButton
                  label={T.down}
                  pendingLabel={T.moving}
                  ariaLabel={T.moveDown(t.label)}
                  action={moveUseTermAction.bind(null, t.slug, { direction: 'down' })}
                  success={USE_TERM_TOASTS.moved}
                  failure={USE_TERM_TOASTS.moveFailure}
                />
              )}
              <UseTermDialog term={{ slug: t.slug, label: t.label }} />
              <UseTermTasksDialog term={t} />
              <ConfirmDialog
                ariaLabel={T.deleteLabel(t.label)}
                text={T.confirmDelete(t.label, t.productCount)}
                action={deleteUseTermAction.bind(null, t.slug)}
                success={USE_TERM_TOASTS.deleted}
                failure={USE_TERM_TOASTS.deleteFailure}
              />
            </>
          ),
        }))}
      />
    </AdminSection>
  );
}
