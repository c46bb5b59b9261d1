/** A course's status as the kit shows statuses: 'Aktiv' or 'Utkast'. Renders on the server. */
import { StatusChip } from '../kit/StatusChip';
import { COURSE_UI } from './texts';

export function CourseStatus({ active }: { active: boolean }) {
  return <StatusChip label={active ? COURSE_UI.active : COURSE_UI.draft} tone={active ? 'success' : 'neutral'} />;
}
