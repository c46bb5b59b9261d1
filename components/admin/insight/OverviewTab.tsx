/**
 * The 'Oversikt' tab, first in the admin panel (docs/product.md: Oversikt): unmet demand (postal
 * searches with no dealer within 100 km on a map of Norway and in a table, product searches with
 * no result, advisor answers with no product) and the quantity calculator's use; the last OVERVIEW_WEEKS weeks, 'Last ned CSV' with every week kept), the work waiting
 * in the other tabs (each a link to where it is done) with the catalogue's Datakvalitet, and the learning trend. Read on the server,
 * administrators only.
 */
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { requireAdminPage } from '@/lib/auth/session';
import { prisma } from '@/lib/db';
import { OVERVIEW_ROWS, OVERVIEW_WEEKS } from '@/lib/insight/limits';
import {
  advisorMisses,
  calculatorUses,
  demandPoints,
  learningTrend,
  unmatchedProductSearches,
  unmetPostalDemand,
  workWaiting,
  type WorkWaiting,
} from '@/lib/insight/reads';
import { weeksBack } from '@/lib/insight/week';
import { loadCatalogueQuality } from '@/lib/admin/products/quality';
import { QualitySummary } from '../quality/QualitySummary';
import { DataTable, type Column } from '../kit/DataTable';
import { formatNumber } from '../kit/format';
import { AdminSection } from '../kit/SectionHeader';
import { DemandMap } from './DemandMap';
import { OVERVIEW_UI as T } from './texts';

/** Where each kind of waiting work is done (the admin tabs' addresses). */
const WORK_LINKS: Record<keyof WorkWaiting, string> = {
  newMessages: '/admin?fane=meldinger&status=new',
  newApplications: '/admin?fane=meldinger&status=new',
  failedEmails: '/admin?fane=epost&status=failed',
  productsWithoutPrice: '/admin?fane=produkter',
  productsWithoutImage: '/admin?fane=produkter',
  locationsWithoutCoordinates: '/admin?fane=forhandlere&del=steder',
  locationsNotUpdated: '/admin?fane=forhandlere&del=steder',
};

const C = T.columns;
const POSTAL_COLUMNS: readonly Column<'week' | 'postalCode' | 'product' | 'count'>[] = [
  { key: 'week', label: C.week, nowrap: true },
  { key: 'postalCode', label: C.postalCode, nowrap: true },
  { key: 'product', label: C.product },
  { key: 'count', label: C.count, align: 'right', nowrap: true },
];
const TERM_COLUMNS: readonly Column<'week' | 'term' | 'count'>[] = [
  { key: 'week', label: C.week, nowrap: true },
  { key: 'term', label: C.term },
  { key: 'count', label: C.count, align: 'right', nowrap: true },
];
const ADVISOR_COLUMNS: readonly Column<'week' | 'material' | 'setting' | 'task' | 'count'>[] = [
  { key: 'week', label: C.week, nowrap: true },
  { key: 'material', label: C.material },
  { key: 'setting', label: C.setting, nowrap: true },
  { key: 'task', label: C.task },
  { key: 'count', label: C.answers, align: 'right', nowrap: true },
];
const CALCULATOR_COLUMNS: readonly Column<'week' | 'product' | 'count'>[] = [
  { key: 'week', label: C.week, nowrap: true },
  { key: 'product', label: C.product },
  { key: 'count', label: C.uses, align: 'right', nowrap: true },
];
const F = T.fallingColumns;
const FALLING_COLUMNS: readonly Column<'course' | 'recent' | 'previous'>[] = [
  { key: 'course', label: F.course },
  { key: 'recent', label: F.recent, align: 'right', nowrap: true },
  { key: 'previous', label: F.previous, align: 'right', nowrap: true },
];

function More({ shown, total }: { shown: number; total: number }) {
  return shown < total ? (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {T.more(shown, total)}
    </Typography>
  ) : null;
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack sx={{ minWidth: 160 }}>
      <Typography variant="h4" component="p">
        {formatNumber(value)}
      </Typography>
      <Typography color="text.secondary">{label}</Typography>
    </Stack>
  );
}

export async function OverviewTab() {
  await requireAdminPage();
  const now = new Date();
  const since = weeksBack(now, OVERVIEW_WEEKS - 1);
  const [postal, terms, advisor, calculator, work, learning, quality] = await Promise.all([
    unmetPostalDemand(prisma, since),
    unmatchedProductSearches(prisma, since),
    advisorMisses(prisma, since),
    calculatorUses(prisma, since),
    workWaiting(prisma, now),
    learningTrend(prisma, now),
    loadCatalogueQuality(prisma, undefined, now),
  ]);
  const waiting = (Object.keys(WORK_LINKS) as (keyof WorkWaiting)[]).filter((k) => work[k] > 0);

  return (
    <>
      <AdminSection
        id="demand-title"
        title={T.demandTitle}
        intro={T.demandIntro(OVERVIEW_WEEKS)}
        actions={
          <Button component="a" size="small" variant="outlined" href="/api/insight/demand?format=csv" download aria-label={T.csvLabel}>
            {T.csv}
          </Button>
        }
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} useFlexGap sx={{ alignItems: 'flex-start' }}>
          <DemandMap points={demandPoints(postal)} />
          <Stack sx={{ flex: 1, minWidth: 0, width: '100%' }}>
            <Typography id="demand-postal-title" variant="h6" component="h3" sx={{ mb: 1 }}>
              {T.postalTitle}
            </Typography>
            <DataTable
              labelledBy="demand-postal-title"
              columns={POSTAL_COLUMNS}
              empty={T.postalEmpty}
              rows={postal.slice(0, OVERVIEW_ROWS).map((r) => ({
                id: `${r.week}-${r.postalCode}-${r.product}`,
                cells: { week: r.week, postalCode: r.postalCode, product: T.productCell(r.product, r.productName), count: formatNumber(r.count) },
              }))}
            />
            <More shown={Math.min(OVERVIEW_ROWS, postal.length)} total={postal.length} />
          </Stack>
        </Stack>
        <Typography id="demand-terms-title" variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
          {T.termsTitle}
        </Typography>
        <DataTable
          labelledBy="demand-terms-title"
          columns={TERM_COLUMNS}
          empty={T.termsEmpty}
          rows={terms.slice(0, OVERVIEW_ROWS).map((r) => ({
            id: `${r.week}-${r.term}`,
            cells: { week: r.week, term: r.term, count: formatNumber(r.count) },
          }))}
        />
        <More shown={Math.min(OVERVIEW_ROWS, terms.length)} total={terms.length} />
        <Typography id="demand-advisor-title" variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
          {T.advisorTitle}
        </Typography>
        <DataTable
          labelledBy="demand-advisor-title"
          columns={ADVISOR_COLUMNS}
          empty={T.advisorEmpty}
          rows={advisor.slice(0, OVERVIEW_ROWS).map((r) => ({
            id: `${r.week}-${r.material}-${r.setting}-${r.task}`,
            cells: { week: r.week, material: r.materialLabel, setting: r.settingLabel, task: r.taskLabel, count: formatNumber(r.count) },
          }))}
        />
        <More shown={Math.min(OVERVIEW_ROWS, advisor.length)} total={advisor.length} />
        <Typography id="demand-calculator-title" variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
          {T.calculatorTitle}
        </Typography>
        <DataTable
          labelledBy="demand-calculator-title"
          columns={CALCULATOR_COLUMNS}
          empty={T.calculatorEmpty}
          rows={calculator.slice(0, OVERVIEW_ROWS).map((r) => ({
            id: `${r.week}-${r.product}`,
            cells: { week: r.week, product: T.productCell(r.product, r.productName), count: formatNumber(r.count) },
          }))}
        />
        <More shown={Math.min(OVERVIEW_ROWS, calculator.length)} total={calculator.length} />
      </AdminSection>

      <AdminSection id="work-title" title={T.workTitle} intro={T.workIntro}>
        {waiting.length ? (
          <List dense disablePadding>
            {waiting.map((k) => (
              <ListItem key={k} disableGutters>
                <Link href={WORK_LINKS[k]}>{T.work[k](work[k])}</Link>
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography>{T.nothingWaiting}</Typography>
        )}
        <QualitySummary quality={quality} productsHref="/admin?fane=produkter" />
      </AdminSection>

      <AdminSection
        id="learning-title"
        title={T.learningTitle}
        intro={T.learningIntro}
        actions={
          <Button size="small" variant="outlined" href="/admin?fane=kurs&del=rapporter">
            {T.reportsLink}
          </Button>
        }
      >
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          <Figure label={T.thisMonth} value={learning.thisMonth} />
          <Figure label={T.lastMonth} value={learning.lastMonth} />
        </Stack>
        <Typography id="falling-title" variant="h6" component="h3" sx={{ mb: 1 }}>
          {T.fallingTitle}
        </Typography>
        <DataTable
          labelledBy="falling-title"
          columns={FALLING_COLUMNS}
          empty={T.fallingEmpty}
          rows={learning.falling.map((c) => ({
            id: c.courseId,
            cells: {
              course: <Link href={`/admin?fane=kurs&del=rapporter&kurs=${c.courseId}#kursrapport`}>{c.title}</Link>,
              recent: formatNumber(c.recent),
              previous: formatNumber(c.previous),
            },
          }))}
        />
      </AdminSection>
    </>
  );
}
