'use client';
/**
 * 'Slett' on the course screens, through the kit's one confirmation (ConfirmDialog). A course or
 * module dealers have progress in is archived instead (docs/product.md: Course authoring): the
 * dialog reads the count when it opens, says so, and its button reads 'Arkiver'; the toast then
 * says 'arkivert'.
 */
import { useState } from 'react';
import {
  deleteContentAction,
  deleteCourseAction,
  deleteModuleAction,
  deleteQuestionAction,
  loadCourseDeleteInfoAction,
  loadModuleDeleteInfoAction,
} from '@/lib/admin/courses/actions';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { COURSE_TOASTS, COURSE_UI } from './texts';

const ARCHIVABLE = {
  course: {
    what: 'kurset',
    load: loadCourseDeleteInfoAction,
    remove: deleteCourseAction,
    deleted: COURSE_TOASTS.deleted,
    archived: COURSE_TOASTS.archived,
  },
  module: {
    what: 'modulen',
    load: loadModuleDeleteInfoAction,
    remove: deleteModuleAction,
    deleted: COURSE_TOASTS.moduleDeleted,
    archived: COURSE_TOASTS.moduleArchived,
  },
} as const;

/** A course's or module's 'Slett' ('Arkiver' in the dialog when dealers have progress). */
export function ArchiveOrDeleteButton({ kind, id, name }: { kind: keyof typeof ARCHIVABLE; id: number; name: string }) {
  const item = ARCHIVABLE[kind];
  const [progress, setProgress] = useState(0);
  const loadProgress = async () => {
    const info = await item.load(id);
    if (info.ok) setProgress(info.data.progressCount);
    return info;
  };
  return (
    <ConfirmDialog
      ariaLabel={`${COURSE_UI.delete} ${name}`}
      text={COURSE_UI.confirmDelete(name)}
      loadProgress={loadProgress}
      archiveText={(n) => COURSE_UI.progressWarning(n, item.what)}
      action={(confirm) => item.remove(id, { confirm: confirm === true })}
      success={progress > 0 ? item.archived : item.deleted}
      failure={COURSE_TOASTS.failure}
    />
  );
}

const DELETABLE = {
  content: { remove: deleteContentAction, success: COURSE_TOASTS.contentDeleted },
  question: { remove: deleteQuestionAction, success: COURSE_TOASTS.questionDeleted },
} as const;

/** A content item's or question's 'Slett' (nothing to archive: results keep their own copy). */
export function DeleteButton({ kind, id, name }: { kind: keyof typeof DELETABLE; id: number; name: string }) {
  const item = DELETABLE[kind];
  return (
    <ConfirmDialog
      ariaLabel={`${COURSE_UI.delete} ${name}`}
      text={COURSE_UI.confirmDelete(name)}
      action={() => item.remove(id)}
      success={item.success}
      failure={COURSE_TOASTS.failure}
    />
  );
}
