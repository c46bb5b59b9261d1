/**
 * Produktfakta › Faresetninger (docs/product.md: Admin panel, Produktfakta): the CLP statement
 * catalogue (H, then EUH, then P), filtered by code or wording (?q=, a GET form that works without
 * JavaScript), each with how many products carry it, 'Endre ordlyd' and 'Slett' (refused while a
 * product carries the code). On the admin kit; renders on the server, the buttons are client islands.
 */
import { prisma } from '@/lib/db';
import { deleteHazardPhraseAction } from '@/lib/admin/product-facts/actions';
import { listHazardPhrases } from '@/lib/admin/product-facts/service';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { DataTable, type Column } from '../kit/DataTable';
import { FilterBar } from '../kit/FilterBar';
import { formatNumber } from '../kit/format';
import { AdminSection } from '../kit/SectionHeader';
import type { TabProps } from '../tab';
import { AddPhrase, EditPhrase } from './PhraseDialog';
import { PHRASE_TOASTS, PHRASE_UI as T } from './texts';

type Key = 'code' | 'text' | 'products';
const COLUMNS: Column<Key>[] = [
  { key: 'code', label: T.columns.code, nowrap: true },
  { key: 'text', label: T.columns.text },
  { key: 'products', label: T.columns.products, align: 'right', nowrap: true, hideBelow: 'sm' },
];
const HIDDEN = { fane: 'produktfakta', del: 'faresetninger' };

export async function PhrasesSection({ params }: TabProps) {
  const { q } = params;
  const phrases = await listHazardPhrases(prisma, q);
  return (
    <AdminSection id="phrases-title" title={T.title(phrases.length)} intro={T.intro} actions={<AddPhrase />}>
      <FilterBar label={T.searchRegion} hidden={HIDDEN} texts={[{ name: 'q', label: T.search, value: q }]} />
      <DataTable
        labelledBy="phrases-title"
        columns={COLUMNS}
        empty={q ? T.emptySearch : T.empty}
        rows={phrases.map((p) => ({
          id: p.code,
          cells: { code: p.code, text: p.text, products: formatNumber(p.productCount) },
          actions: (
            <>
              <EditPhrase phrase={{ code: p.code, text: p.text }} />
              <ConfirmDialog
                ariaLabel={T.deleteLabel(p.code)}
                text={T.confirmDelete(p.code, p.productCount)}
                action={deleteHazardPhraseAction.bind(null, p.code)}
                success={PHRASE_TOASTS.deleted}
                failure={PHRASE_TOASTS.deleteFailure}
              />
            </>
          ),
        }))}
      />
    </AdminSection>
  );
}
