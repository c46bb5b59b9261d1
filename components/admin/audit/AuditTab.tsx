/**
 * The Logg tab (docs/operations.md: Audit log): sign-ins, logouts and every administrator change,
 * newest first, filterable by user (?bruker=, part of the e-mail), object (?objekt=) and date
 * (?fra=, ?til=, whole days in Norway), paginated on the server. Administrators only, like every
 * tab (app/admin/(panel)/page.tsx checks the role on the server).
 */
import { prisma } from '@/lib/db';
import { auditFilterFrom } from '@/lib/audit/filter';
import { actionLabel, AUDIT_ENTITY_LABELS, AUDIT_MESSAGES as M, entityLabel } from '@/lib/audit/messages';
import { listAuditEvents } from '@/lib/audit/service';
import { AUDIT_ENTITIES } from '@/lib/audit/types';
import { AdminTable } from '../AdminTable';
import { Pager } from '../Pager';
import type { TabProps } from '../tab';
import adminStyles from '../admin.module.css';

const TIME = new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', dateStyle: 'short', timeStyle: 'medium' });

export async function AuditTab({ page, params }: TabProps) {
  const { bruker, objekt, fra, til } = params;
  const filter = auditFilterFrom({ user: bruker, entity: objekt, from: fra, to: til });
  const list = await listAuditEvents(prisma, page, filter);
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title">
        {M.title} ({list.total})
      </h2>
      <p className="muted">{M.retention}</p>
      <form className={adminStyles.filters} role="search" action="/admin">
        <input type="hidden" name="fane" value="logg" />
        <label>
          {M.filterUser}
          <br />
          <input type="search" name="bruker" defaultValue={filter.user ?? ''} maxLength={254} />
        </label>
        <label>
          {M.filterEntity}
          <br />
          <select name="objekt" defaultValue={filter.entity ?? ''}>
            <option value="">{M.allEntities}</option>
            {AUDIT_ENTITIES.map((e) => (
              <option key={e} value={e}>
                {AUDIT_ENTITY_LABELS[e]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {M.filterFrom}
          <br />
          <input type="date" name="fra" defaultValue={filter.from ? fra : ''} />
        </label>
        <label>
          {M.filterTo}
          <br />
          <input type="date" name="til" defaultValue={filter.to ? til : ''} />
        </label>
        <button type="submit" className="btn-outlined">
          {M.filter}
        </button>
      </form>
      <AdminTable columns={[...M.columns]}>
        {list.items.map((e) => (
          <tr key={e.id}>
            <td>
              <time dateTime={e.at.toISOString()}>{TIME.format(e.at)}</time>
            </td>
            <td>{e.actorEmail ?? M.unknownUser}</td>
            <td>{actionLabel(e.action)}</td>
            <td>
              {entityLabel(e.entity)}
              {e.entityId ? ` ${e.entityId}` : ''}
            </td>
            <td className={adminStyles.message}>{e.summary}</td>
          </tr>
        ))}
      </AdminTable>
      {list.items.length === 0 && <p className="muted">{M.empty}</p>}
      <Pager total={list.total} page={list.page} pageSize={list.pageSize} params={{ fane: 'logg', bruker: filter.user, objekt: filter.entity, fra: filter.from ? fra : undefined, til: filter.to ? til : undefined }} />
    </section>
  );
}
