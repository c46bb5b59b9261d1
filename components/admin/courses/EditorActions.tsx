'use client';
/**
 * The client islands of the course editor (CourseEditor renders the rest on the server): each
 * button with the dialog it opens — 'Rediger kurs', 'Ny modul' and a module's buttons, 'Nytt
 * innhold' / 'Nytt spørsmål' and a row's 'Rediger' — and 'Skjul modulen'/'Vis modulen'.
 */
import Button from '@mui/material/Button';
import { useState } from 'react';
import { updateModuleAction } from '@/lib/admin/courses/actions';
import { useAdminAction } from '../kit/useAdminAction';
import { ContentDialog, type EditableContent } from './ContentDialog';
import { CourseFormDialog, type CourseFormValues } from './CourseFormDialog';
import { ModuleDialog, type EditableModule } from './ModuleDialog';
import { QuestionDialog, type EditableQuestion } from './QuestionDialog';
import { COURSE_TOASTS, COURSE_UI } from './texts';

export function EditCourseButton({ course, categories }: { course: CourseFormValues & { id: number }; categories: readonly string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {COURSE_UI.editCourse}
      </Button>
      {open && <CourseFormDialog open onClose={() => setOpen(false)} categories={categories} course={course} />}
    </>
  );
}

/** 'Ny modul' (no `module`) or a module's 'Rediger'. */
export function ModuleButton({ courseId, module }: { courseId: number; module?: EditableModule }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {module ? (
        <Button size="small" variant="outlined" aria-label={`${COURSE_UI.edit} modulen ${module.title}`} onClick={() => setOpen(true)}>
          {COURSE_UI.edit}
        </Button>
      ) : (
        <Button variant="contained" onClick={() => setOpen(true)}>
          {COURSE_UI.newModule}
        </Button>
      )}
      {open && <ModuleDialog courseId={courseId} module={module} onClose={() => setOpen(false)} />}
    </>
  );
}

export function ModuleVisibilityButton({ id, title, isActive }: { id: number; title: string; isActive: boolean }) {
  const { run, pending } = useAdminAction();
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={pending}
      aria-label={`${isActive ? COURSE_UI.hide : COURSE_UI.show}: ${title}`}
      onClick={() => void run(() => updateModuleAction(id, { isActive: !isActive }), { success: COURSE_TOASTS.moduleSaved, failure: COURSE_TOASTS.failure })}
    >
      {isActive ? COURSE_UI.hide : COURSE_UI.show}
    </Button>
  );
}

/** 'Nytt innhold i {module}' (no `item`) or an item's 'Rediger'. */
export function ContentButton({ moduleId, moduleTitle, item }: { moduleId: number; moduleTitle: string; item?: EditableContent }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {item ? (
        <Button size="small" variant="outlined" aria-label={`${COURSE_UI.edit} ${item.title}`} onClick={() => setOpen(true)}>
          {COURSE_UI.edit}
        </Button>
      ) : (
        <Button size="small" aria-label={COURSE_UI.newContentIn(moduleTitle)} onClick={() => setOpen(true)}>
          {COURSE_UI.newContent}
        </Button>
      )}
      {open && <ContentDialog moduleId={moduleId} item={item} onClose={() => setOpen(false)} />}
    </>
  );
}

/** 'Nytt spørsmål i {module}' (no `question`) or a question's 'Rediger'. */
export function QuestionButton({
  moduleId,
  moduleTitle,
  question,
  number,
}: {
  moduleId: number;
  moduleTitle: string;
  question?: EditableQuestion;
  number?: number;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {question ? (
        <Button size="small" variant="outlined" aria-label={`${COURSE_UI.edit} ${COURSE_UI.question(number ?? 0)}`} onClick={() => setOpen(true)}>
          {COURSE_UI.edit}
        </Button>
      ) : (
        <Button size="small" aria-label={COURSE_UI.newQuestionIn(moduleTitle)} onClick={() => setOpen(true)}>
          {COURSE_UI.newQuestion}
        </Button>
      )}
      {open && <QuestionDialog moduleId={moduleId} question={question} onClose={() => setOpen(false)} />}
    </>
  );
}
