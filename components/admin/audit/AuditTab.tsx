/**
 * The Logg tab (docs/operations.md: Audit log): sign-ins, logouts and every administrator change,
 * newest first, filterable by user (?bruker=, part of the e-mail), object (?objekt=) and date
 * (?fra=, ?til=, whole days in Norway), paginated on the server. Administrators only, like every
 * tab (app/admin/(panel)/page.tsx checks the role on the server). An entry about an account names
 * the account ('Økt: Kari Nordmann', lib/audit/objects.ts).
 */
import { prisma } from '@/lib/db';
import { auditFilterFrom } from '@/lib/audit/filter';
import { actionLabel, AUDIT_ENTITY_LABELS, AUDIT_MESSAGES as M } from '@/lib/audit/messages';
import { accountNames, objectLabel } from '@/lib/audit/objects';
import { listAuditEvents } from '@/lib/audit/service';
import { tidySummary } from '@/lib/audit/summary';
import { AUDIT_ENTITIES } from '@/lib/audit/types';
import { DataTable } from '../kit/DataTable';
import { EmailText } from '../kit/EmailText';
import { FilterBar } from '../kit/FilterBar';
import { formatDate } from '../kit/format';
import { AdminSection } from '../kit/SectionHeader';
import type { TabProps } from '../tab';
import { AUDIT_UI } from './texts';

const [AT, USER, ACTION, OBJECT, CHANGE] = M.columns;

export async function AuditTab({ page, params }: TabProps) {
  const { bruker, objekt, fra, til } = params;
  const filter = auditFilterFrom({ user: bruker, entity: objekt, from: fra, to: til });
  const list = await listAuditEvents(prisma, page, filter);
  const names = await accountNames(prisma, list.items);
  const kept = { fane: 'logg', bruker: filter.user, objekt: filter.entity, fra: filter.from ? fra : undefined, til: filter.to ? til : undefined };
  return (
    <AdminSection id="audit-title" title={`${M.title} (${list.total})`} intro={M.retention}>
      <FilterBar
        label={AUDIT_UI.filter}
        hidden={{ fane: 'logg' }}
        texts={[
          { name: 'bruker', label: M.filterUser, value: filter.user },
          { name: 'fra', label: M.filterFrom, value: kept.fra, type: 'date' },
          { name: 'til', label: M.filterTo, value: kept.til, type: 'date' },
        ]}
        selects={[
          {
            name: 'objekt',
            label: M.filterEntity,
            value: filter.entity,
            options: [{ value: '', label: M.allEntities }, ...AUDIT_ENTITIES.map((e) => ({ value: e, label: AUDIT_ENTITY_LABELS[e] }))],
          },
        ]}
      />
      <DataTable
        labelledBy="audit-title"
        columns={[
          { key: 'at', label: AT, nowrap: true },
          { key: 'user', label: USER },
          { key: 'action', label: ACTION },
          { key: 'object', label: OBJECT },
          { key: 'change', label: CHANGE },
        ]}
        rows={list.items.map((e) => ({
          id: e.id,
          cells: {
            at: <time dateTime={e.at.toISOString()}>{formatDate(e.at, true)}</time>,
            user: e.actorEmail ? <EmailText email={e.actorEmail} /> : M.unknownUser,
            action: actionLabel(e.action),
            object: objectLabel(e, names),
            change: tidySummary(e.summary),
          },
        }))}
        empty={M.empty}
        paging={{ total: list.total, page: list.page, pageSize: list.pageSize }}
        params={kept}
      />
    </AdminSection>
  );
}
