/** A course's status in the reports ('Aktiv', 'Utkast', 'Arkivert') and a date cell. Render on the server. */
import { formatDate } from '../kit/format';
import { StatusChip } from '../kit/StatusChip';
import { REPORT_TEXTS as T } from './texts';

export function ReportStatus({ course }: { course: { isActive: boolean; archived: boolean } }) {
  if (course.archived) return <StatusChip label={T.status.archived} tone="warning" />;
  return <StatusChip label={course.isActive ? T.status.active : T.status.draft} tone={course.isActive ? 'success' : 'neutral'} />;
}

/** '24.11.2026' (Oslo) in a <time>, or `empty`. */
export function DateText({ date, empty = '' }: { date: Date | null; empty?: string }) {
  return date ? <time dateTime={date.toISOString()}>{formatDate(date)}</time> : <>{empty}</>;
}
