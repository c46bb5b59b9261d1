'use client';
/**
 * The client islands of the 'Kurs' list (CoursesSection renders the rest on the server): 'Nytt
 * kurs' with its dialog, and per row 'Rediger' (reads the course, then the dialog),
 * 'Aktiver'/'Deaktiver' and 'Slett'.
 */
import Button from '@mui/material/Button';
import { useState } from 'react';
import { loadCourseAction, updateCourseAction } from '@/lib/admin/courses/actions';
import { useToast } from '@/components/ui/toast/ToastProvider';
import { failureToast, useAdminAction } from '../kit/useAdminAction';
import { CourseFormDialog, type CourseFormValues } from './CourseFormDialog';
import { ArchiveOrDeleteButton } from './DeleteButtons';
import { COURSE_TOASTS, COURSE_UI } from './texts';

export function NewCourseButton({ categories }: { categories: readonly string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {COURSE_UI.newCourse}
      </Button>
      <CourseFormDialog open={open} onClose={() => setOpen(false)} categories={categories} />
    </>
  );
}

/** 'Aktiver'/'Deaktiver' (the list) or 'Aktiver kurset'/'Deaktiver kurset' (the editor). */
export function ActivateButton({ id, title, isActive, long = false }: { id: number; title: string; isActive: boolean; long?: boolean }) {
  const { run, pending } = useAdminAction();
  const label = long ? (isActive ? COURSE_UI.deactivateCourse : COURSE_UI.activateCourse) : isActive ? COURSE_UI.deactivate : COURSE_UI.activate;
  return (
    <Button
      size={long ? 'medium' : 'small'}
      variant="outlined"
      disabled={pending}
      aria-label={long ? undefined : `${label} ${title}`}
      onClick={() =>
        void run(() => updateCourseAction(id, { isActive: !isActive }), {
          success: isActive ? COURSE_TOASTS.deactivated : COURSE_TOASTS.activated,
          failure: COURSE_TOASTS.failure,
        })
      }
    >
      {label}
    </Button>
  );
}

export function CourseRowActions({ course, categories }: { course: { id: number; title: string; isActive: boolean }; categories: readonly string[] }) {
  const [editing, setEditing] = useState<CourseFormValues | null>(null);
  const [loading, setLoading] = useState(false);
  const { toast } = useToast();

  // The list has no descriptions: the edit dialog reads the course first.
  const edit = async () => {
    setLoading(true);
    const result = await loadCourseAction(course.id).catch(() => null);
    setLoading(false);
    if (result?.ok) {
      const { title, description, category, imageUrl } = result.data;
      setEditing({ title, description, category, imageUrl });
    } else toast(failureToast(COURSE_TOASTS.failure, result));
  };

  return (
    <>
      <Button size="small" variant="outlined" onClick={() => void edit()} disabled={loading} aria-label={`${COURSE_UI.edit} ${course.title}`}>
        {loading ? COURSE_UI.fetching : COURSE_UI.edit}
      </Button>
      <ActivateButton id={course.id} title={course.title} isActive={course.isActive} />
      <ArchiveOrDeleteButton kind="course" id={course.id} name={course.title} />
      {editing && <CourseFormDialog key={course.id} open onClose={() => setEditing(null)} categories={categories} course={{ id: course.id, ...editing }} />}
    </>
  );
}
