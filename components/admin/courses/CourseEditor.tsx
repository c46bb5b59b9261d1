'use client';
/**
 * The course editor (/admin/kurs/{id}; docs/product.md: Course authoring): the course's fields
 * with 'Rediger kurs', activate/deactivate and 'Forhåndsvis'; its modules (create, edit, show or
 * hide, reorder, delete or archive) and per module its content items and quiz questions (create,
 * edit, reorder, delete). Every change is a server action; the page renders again after it.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  deleteContentAction,
  deleteModuleAction,
  deleteQuestionAction,
  loadModuleDeleteInfoAction,
  moveContentAction,
  moveModuleAction,
  moveQuestionAction,
  updateCourseAction,
  updateModuleAction,
} from '@/lib/admin/courses/actions';
import type { AdminContent, AdminCourse, AdminModule, AdminQuestion } from '@/lib/admin/courses/service';
import { ContentDialog } from './ContentDialog';
import { CourseFormDialog } from './CourseFormDialog';
import { StatusChip } from './CourseList';
import { ModuleDialog } from './ModuleDialog';
import { QuestionDialog } from './QuestionDialog';
import { DeleteButton, MoveButtons, useCourseAction } from './shared';
import { CONTENT_TYPE_LABELS, COURSE_TOASTS, COURSE_UI, QUESTION_TYPE_LABELS } from './texts';

type Open =
  | { kind: 'course' }
  | { kind: 'module'; module?: AdminModule }
  | { kind: 'content'; moduleId: number; item?: Exclude<AdminContent, { contentType: 'quiz' }> }
  | { kind: 'question'; moduleId: number; question?: Exclude<AdminQuestion, { questionType: 'matching' }> }
  | null;

function contentSummary(c: AdminContent): string {
  switch (c.contentType) {
    case 'image':
      return `Alternativ tekst: ${c.alt}`;
    case 'audio':
      return c.url;
    case 'video':
      return c.url;
    case 'text':
      return `${c.html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 100)}`;
    default:
      return 'Eldre innholdstype: kan slettes, ikke redigeres';
  }
}

function questionSummary(q: AdminQuestion): string {
  const points = `${q.points} ${q.points === 1 ? 'poeng' : 'poeng'}`;
  if (q.questionType === 'multiple_choice') {
    const right = q.options.filter((o) => o.correct).map((o) => o.text);
    return `${q.options.length} svaralternativer, riktig: ${right.join(', ')} · ${points}`;
  }
  if (q.questionType === 'true_false') return `Riktig svar: ${q.correct ? 'Sant' : 'Usant'} · ${points}`;
  return 'Eldre spørsmålstype: kan slettes, ikke redigeres';
}

export function CourseEditor({ course, categories }: { course: AdminCourse; categories: string[] }) {
  const [open, setOpen] = useState<Open>(null);
  const { run, pending } = useCourseAction();
  const close = () => setOpen(null);

  return (
    <Stack spacing={3} aria-busy={pending}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="course-fields-title">
        <Stack sx={{ justifyContent: 'space-between' }} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <div>
            <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1}>
              <Typography id="course-fields-title" variant="h5" component="h2">
                {course.title}
              </Typography>
              <StatusChip active={course.isActive} />
            </Stack>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {course.category} · {course.progressCount} forhandlere med fremgang
            </Typography>
            <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{course.description}</Typography>
          </div>
          {course.imageUrl && (
            // eslint-disable-next-line @next/next/no-img-element -- the course image as uploaded
            <img src={course.imageUrl} alt="Kursbilde" style={{ width: 200, height: 112, objectFit: 'cover', borderRadius: 8 }} />
          )}
        </Stack>
        <Stack direction="row" spacing={1} sx={{mt: 2, flexWrap: 'wrap'}} useFlexGap>
          <Button variant="outlined" onClick={() => setOpen({ kind: 'course' })}>
            Rediger kurs
          </Button>
          <Button
            variant="outlined"
            onClick={() => void run(() => updateCourseAction(course.id, { isActive: !course.isActive }), course.isActive ? COURSE_TOASTS.deactivated : COURSE_TOASTS.activated)}
          >
            {course.isActive ? 'Deaktiver kurset' : 'Aktiver kurset'}
          </Button>
          <Button variant="contained" href={`/admin/kurs/${course.id}/forhandsvis`}>
            {COURSE_UI.preview}
          </Button>
        </Stack>
      </Paper>

      <Box component="section" aria-labelledby="modules-title">
        <Stack direction="row" sx={{mb: 1, justifyContent: 'space-between', alignItems: 'center'}}>
          <Typography id="modules-title" variant="h5" component="h2">
            {COURSE_UI.modules(course.modules.length)}
          </Typography>
          <Button variant="contained" onClick={() => setOpen({ kind: 'module' })}>
            {COURSE_UI.newModule}
          </Button>
        </Stack>
        {course.modules.length === 0 && <Typography color="text.secondary">{COURSE_UI.noModules}</Typography>}
        <Stack spacing={2}>
          {course.modules.map((m, mi) => (
            <Paper key={m.id} variant="outlined" sx={{ p: 2 }} component="article" aria-labelledby={`module-${m.id}`}>
              <Stack sx={{ justifyContent: 'space-between' }} direction={{ xs: 'column', md: 'row' }} spacing={1}>
                <div>
                  <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1}>
                    <Typography id={`module-${m.id}`} variant="h6" component="h3">
                      {mi + 1}. {m.title}
                    </Typography>
                    {!m.isActive && <Chip size="small" label={COURSE_UI.hidden} variant="outlined" />}
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {COURSE_UI.minutes(m.estimatedTimeMinutes)} · {m.progressCount} forhandlere med fremgang
                  </Typography>
                  {m.description && <Typography variant="body2">{m.description}</Typography>}
                </div>
                <Stack sx={{ alignItems: 'center', flexWrap: 'wrap' }} direction="row" spacing={1} useFlexGap>
                  <MoveButtons
                    name={`modulen ${m.title}`}
                    first={mi === 0}
                    last={mi === course.modules.length - 1}
                    onMove={(dir) => void run(() => moveModuleAction(m.id, dir), COURSE_TOASTS.moved)}
                  />
                  <Button size="small" variant="outlined" aria-label={`${COURSE_UI.edit} modulen ${m.title}`} onClick={() => setOpen({ kind: 'module', module: m })}>
                    {COURSE_UI.edit}
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={`${m.isActive ? COURSE_UI.hide : COURSE_UI.show}: ${m.title}`}
                    onClick={() => void run(() => updateModuleAction(m.id, { isActive: !m.isActive }), COURSE_TOASTS.moduleSaved)}
                  >
                    {m.isActive ? COURSE_UI.hide : COURSE_UI.show}
                  </Button>
                  <DeleteButton
                    name={`modulen ${m.title}`}
                    what="modulen"
                    loadCount={() => loadModuleDeleteInfoAction(m.id)}
                    onDelete={(confirm) => run(() => deleteModuleAction(m.id, { confirm }), confirm ? COURSE_TOASTS.moduleArchived : COURSE_TOASTS.moduleDeleted)}
                  />
                </Stack>
              </Stack>

              <Divider sx={{ my: 1.5 }} />
              <Stack sx={{ justifyContent: 'space-between', alignItems: 'center' }} direction="row">
                <Typography variant="subtitle1" component="h4" id={`contents-${m.id}`}>
                  {COURSE_UI.contents} ({m.contents.length})
                </Typography>
                <Button size="small" aria-label={`${COURSE_UI.newContent} i ${m.title}`} onClick={() => setOpen({ kind: 'content', moduleId: m.id })}>
                  {COURSE_UI.newContent}
                </Button>
              </Stack>
              {m.contents.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {COURSE_UI.noContents}
                </Typography>
              ) : (
                <List dense aria-labelledby={`contents-${m.id}`}>
                  {m.contents.map((c, ci) => (
                    <ListItem key={c.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                      <ListItemText primary={`${CONTENT_TYPE_LABELS[c.contentType]}: ${c.title}`} secondary={contentSummary(c)} sx={{ minWidth: 200 }} />
                      <MoveButtons name={c.title} first={ci === 0} last={ci === m.contents.length - 1} onMove={(dir) => void run(() => moveContentAction(c.id, dir), COURSE_TOASTS.moved)} />
                      {c.contentType !== 'quiz' && (
                        <Button size="small" variant="outlined" aria-label={`${COURSE_UI.edit} ${c.title}`} onClick={() => setOpen({ kind: 'content', moduleId: m.id, item: c })}>
                          {COURSE_UI.edit}
                        </Button>
                      )}
                      <DeleteButton name={c.title} onDelete={() => run(() => deleteContentAction(c.id), COURSE_TOASTS.contentDeleted)} />
                    </ListItem>
                  ))}
                </List>
              )}

              <Divider sx={{ my: 1.5 }} />
              <Stack sx={{ justifyContent: 'space-between', alignItems: 'center' }} direction="row">
                <Typography variant="subtitle1" component="h4" id={`quiz-${m.id}`}>
                  {COURSE_UI.quiz} ({m.questions.length})
                </Typography>
                <Button size="small" aria-label={`${COURSE_UI.newQuestion} i ${m.title}`} onClick={() => setOpen({ kind: 'question', moduleId: m.id })}>
                  {COURSE_UI.newQuestion}
                </Button>
              </Stack>
              {m.questions.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {COURSE_UI.noQuestions}
                </Typography>
              ) : (
                <List dense aria-labelledby={`quiz-${m.id}`}>
                  {m.questions.map((q, qi) => (
                    <ListItem key={q.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                      <ListItemText
                        primary={`${qi + 1}. ${q.questionText}`}
                        secondary={`${QUESTION_TYPE_LABELS[q.questionType]} · ${questionSummary(q)}`}
                        sx={{ minWidth: 200 }}
                      />
                      <MoveButtons
                        name={`spørsmål ${qi + 1}`}
                        first={qi === 0}
                        last={qi === m.questions.length - 1}
                        onMove={(dir) => void run(() => moveQuestionAction(q.id, dir), COURSE_TOASTS.moved)}
                      />
                      {q.questionType !== 'matching' && (
                        <Button size="small" variant="outlined" aria-label={`${COURSE_UI.edit} spørsmål ${qi + 1}`} onClick={() => setOpen({ kind: 'question', moduleId: m.id, question: q })}>
                          {COURSE_UI.edit}
                        </Button>
                      )}
                      <DeleteButton name={`spørsmål ${qi + 1}`} onDelete={() => run(() => deleteQuestionAction(q.id), COURSE_TOASTS.questionDeleted)} />
                    </ListItem>
                  ))}
                </List>
              )}
            </Paper>
          ))}
        </Stack>
      </Box>

      {open?.kind === 'course' && (
        <CourseFormDialog
          open
          onClose={close}
          categories={categories}
          course={{ id: course.id, title: course.title, description: course.description, category: course.category, imageUrl: course.imageUrl }}
        />
      )}
      {open?.kind === 'module' && <ModuleDialog courseId={course.id} module={open.module} onClose={close} />}
      {open?.kind === 'content' && <ContentDialog moduleId={open.moduleId} item={open.item} onClose={close} />}
      {open?.kind === 'question' && <QuestionDialog moduleId={open.moduleId} question={open.question} onClose={close} />}
    </Stack>
  );
}
