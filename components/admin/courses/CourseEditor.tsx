/**
 * The course editor (/admin/kurs/{id}; docs/product.md: Course authoring), rendered on the server:
 * the course's fields with 'Rediger kurs', 'Aktiver kurset'/'Deaktiver kurset' and 'Forhåndsvis';
 * its modules (create, edit, show or hide, reorder, delete or archive) and per module its content
 * items and quiz questions as tables (create, edit, reorder, delete). The buttons are client
 * islands (EditorActions, CourseActions, DeleteButtons); every change is a server action, after
 * which the page renders again. Ids come from the records' ids, unique on the page. On a phone the
 * tables drop their order column (the move buttons join the row's buttons).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AdminContent, AdminCourse, AdminModule } from '@/lib/admin/courses/service';
import { DataTable, type Column } from '../kit/DataTable';
import { AdminSection } from '../kit/SectionHeader';
import { StatusChip } from '../kit/StatusChip';
import { ActivateButton } from './CourseActions';
import { CourseStatus } from './CourseStatus';
import { ArchiveOrDeleteButton, DeleteButton } from './DeleteButtons';
import { ContentButton, EditCourseButton, ModuleButton, ModuleVisibilityButton, QuestionButton } from './EditorActions';
import { MoveButtons } from './shared';
import { fileName, plainText, questionSummary } from './summary';
import { CONTENT_TYPE_LABELS, COURSE_UI, QUESTION_TYPE_LABELS } from './texts';

type Key = 'order' | 'item';

/** On a phone the order column gives way and its buttons join the row's (PhoneMove), so the item keeps the width. */
function columns(item: string): readonly Column<Key>[] {
  return [
    { key: 'order', label: COURSE_UI.columns.order, hideBelow: 'sm' },
    { key: 'item', label: item },
  ];
}

function PhoneMove({ children }: { children: ReactNode }) {
  return <Box sx={{ display: { xs: 'block', sm: 'none' } }}>{children}</Box>;
}

/** What a content item holds, in a line: a file's name (and a player for audio), never its raw address. */
export function ContentSummary({ item }: { item: AdminContent }) {
  switch (item.contentType) {
    case 'image':
      return <>{COURSE_UI.alt(item.alt)}</>;
    case 'audio':
      return (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <span>
            {COURSE_UI.audioFile}: {fileName(item.url)}
          </span>
          <audio
            src={item.url}
            controls
            preload="none"
            aria-label={COURSE_UI.audioPlayer(item.title)}
            style={{ width: '100%', minWidth: 160, maxWidth: 300 }}
          />
        </Stack>
      );
    case 'video':
      return <Box sx={{ overflowWrap: 'anywhere' }}>{item.url}</Box>;
    case 'text':
      return <>{plainText(item.html)}</>;
    default:
      return <>{COURSE_UI.legacyContent}</>;
  }
}

function Titled({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" component="div" color="text.secondary">
        {children}
      </Typography>
    </>
  );
}

function ListHeading({ id, title, action }: { id: string; title: string; action: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, flexWrap: 'wrap' }} useFlexGap spacing={1}>
      <Typography variant="subtitle1" component="h4" id={id} sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {action}
    </Stack>
  );
}

function ModuleCard({ module: m, index, count, courseId }: { module: AdminModule; index: number; count: number; courseId: number }) {
  const headingId = `module-${m.id}`;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="article" aria-labelledby={headingId}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={headingId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {index + 1}. {m.title}
            </Typography>
            {!m.isActive && <StatusChip label={COURSE_UI.hidden} />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {COURSE_UI.minutes(m.estimatedTimeMinutes)} · {COURSE_UI.withProgress(m.progressCount)}
          </Typography>
          {m.description && <Typography variant="body2">{m.description}</Typography>}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <MoveButtons kind="module" id={m.id} name={`modulen ${m.title}`} first={index === 0} last={index === count - 1} />
          <ModuleButton courseId={courseId} module={{ id: m.id, title: m.title, description: m.description, estimatedTimeMinutes: m.estimatedTimeMinutes }} />
          <ModuleVisibilityButton id={m.id} title={m.title} isActive={m.isActive} />
          <ArchiveOrDeleteButton kind="module" id={m.id} name={`modulen ${m.title}`} />
        </Stack>
      </Stack>

      <Divider sx={{ my: 1.5 }} />
      <ListHeading id={`contents-${m.id}`} title={COURSE_UI.contents(m.contents.length)} action={<ContentButton moduleId={m.id} moduleTitle={m.title} />} />
      <DataTable
        labelledBy={`contents-${m.id}`}
        columns={columns(COURSE_UI.columns.content)}
        empty={COURSE_UI.noContents}
        rows={m.contents.map((c, i) => ({
          id: c.id,
          cells: {
            order: <MoveButtons kind="content" id={c.id} name={c.title} first={i === 0} last={i === m.contents.length - 1} />,
            item: (
              <Titled title={`${CONTENT_TYPE_LABELS[c.contentType]}: ${c.title}`}>
                <ContentSummary item={c} />
              </Titled>
            ),
          },
          actions: (
            <>
              <PhoneMove>
                <MoveButtons kind="content" id={c.id} name={c.title} first={i === 0} last={i === m.contents.length - 1} row />
              </PhoneMove>
              {c.contentType !== 'quiz' && <ContentButton moduleId={m.id} moduleTitle={m.title} item={c} />}
              <DeleteButton kind="content" id={c.id} name={c.title} />
            </>
          ),
        }))}
      />

      <Divider sx={{ my: 1.5 }} />
      <ListHeading id={`quiz-${m.id}`} title={COURSE_UI.quiz(m.questions.length)} action={<QuestionButton moduleId={m.id} moduleTitle={m.title} />} />
      <DataTable
        labelledBy={`quiz-${m.id}`}
        columns={columns(COURSE_UI.columns.question)}
        empty={COURSE_UI.noQuestions}
        rows={m.questions.map((q, i) => ({
          id: q.id,
          cells: {
            order: <MoveButtons kind="question" id={q.id} name={COURSE_UI.question(i + 1)} first={i === 0} last={i === m.questions.length - 1} />,
            item: (
              <Titled title={`${i + 1}. ${q.questionText}`}>
                {QUESTION_TYPE_LABELS[q.questionType]} · {questionSummary(q)}
              </Titled>
            ),
          },
          actions: (
            <>
              <PhoneMove>
                <MoveButtons kind="question" id={q.id} name={COURSE_UI.question(i + 1)} first={i === 0} last={i === m.questions.length - 1} row />
              </PhoneMove>
              {q.questionType !== 'matching' && <QuestionButton moduleId={m.id} moduleTitle={m.title} question={q} number={i + 1} />}
              <DeleteButton kind="question" id={q.id} name={COURSE_UI.question(i + 1)} />
            </>
          ),
        }))}
      />
    </Paper>
  );
}

export function CourseEditor({ course, categories }: { course: AdminCourse; categories: readonly string[] }) {
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-labelledby="course-fields-title">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography id="course-fields-title" variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {course.title}
              </Typography>
              <CourseStatus active={course.isActive} />
            </Stack>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {course.category} · {COURSE_UI.withProgress(course.progressCount)}
            </Typography>
            <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{course.description}</Typography>
          </Box>
          {course.imageUrl && (
            // eslint-disable-next-line @next/next/no-img-element -- the course image as uploaded
            <img src={course.imageUrl} alt={COURSE_UI.courseImage} style={{ width: 200, maxWidth: '100%', height: 112, objectFit: 'cover', borderRadius: 8 }} />
          )}
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <EditCourseButton
            course={{ id: course.id, title: course.title, description: course.description, category: course.category, imageUrl: course.imageUrl }}
            categories={categories}
          />
          <ActivateButton id={course.id} title={course.title} isActive={course.isActive} long />
          <Button variant="contained" href={`/admin/kurs/${course.id}/forhandsvis`}>
            {COURSE_UI.preview}
          </Button>
        </Stack>
      </Paper>

      <AdminSection id="modules-title" title={COURSE_UI.modules(course.modules.length)} actions={<ModuleButton courseId={course.id} />}>
        {course.modules.length === 0 && <Typography color="text.secondary">{COURSE_UI.noModules}</Typography>}
        <Stack spacing={2}>
          {course.modules.map((m, i) => (
            <ModuleCard key={m.id} module={m} index={i} count={course.modules.length} courseId={course.id} />
          ))}
        </Stack>
      </AdminSection>
    </Stack>
  );
}
