'use client';
/**
 * The 'Kurs' section (docs/product.md: Admin panel): every course not archived, in the order
 * dealers see them, with its status (aktiv/utkast), modules and dealers with progress; 'Nytt kurs',
 * edit, activate/deactivate, move up/down, delete (archive when dealers have progress) and the
 * link to the course editor.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '@/components/ui/toast/ToastProvider';
import { deleteCourseAction, loadCourseAction, loadCourseDeleteInfoAction, moveCourseAction, updateCourseAction } from '@/lib/admin/courses/actions';
import type { AdminCourseListItem } from '@/lib/admin/courses/service';
import { CourseFormDialog, type CourseFormValues } from './CourseFormDialog';
import { DeleteButton, MoveButtons, useCourseAction } from './shared';
import { COURSE_TOASTS, COURSE_UI } from './texts';

export function StatusChip({ active }: { active: boolean }) {
  return <Chip size="small" label={active ? COURSE_UI.active : COURSE_UI.draft} color={active ? 'success' : 'default'} variant={active ? 'filled' : 'outlined'} />;
}

export function CourseList({ courses, categories }: { courses: AdminCourseListItem[]; categories: string[] }) {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<CourseFormValues & { id: number } | null>(null);
  const [loadingId, setLoadingId] = useState<number | null>(null);
  const { toast } = useToast();
  const { run, pending } = useCourseAction();

  // The list has no descriptions: the edit dialog reads the course first.
  const edit = async (id: number) => {
    setLoadingId(id);
    const result = await loadCourseAction(id).catch(() => null);
    setLoadingId(null);
    if (result?.ok) {
      const { title, description, category, imageUrl } = result.data;
      setEditing({ id, title, description, category, imageUrl });
    } else {
      toast({ ...COURSE_TOASTS.failure, description: result && !result.ok ? result.error : COURSE_UI.failed, variant: 'destructive' });
    }
  };

  return (
    <Box component="section" aria-labelledby="courses-title">
      <Stack direction="row" sx={{mb: 2, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap'}} useFlexGap spacing={1}>
        <Typography id="courses-title" variant="h5" component="h2">
          {COURSE_UI.listTitle(courses.length)}
        </Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>
          {COURSE_UI.newCourse}
        </Button>
      </Stack>
      {courses.length === 0 ? (
        <Typography color="text.secondary">{COURSE_UI.empty}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined" aria-busy={pending}>
          <Table size="small" aria-labelledby="courses-title">
            <TableHead>
              <TableRow>
                <TableCell>Rekkefølge</TableCell>
                <TableCell>Tittel</TableCell>
                <TableCell>Kategori</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Moduler</TableCell>
                <TableCell align="right">Forhandlere med fremgang</TableCell>
                <TableCell>Handling</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {courses.map((c, i) => (
                <TableRow key={c.id} data-testid={`course-row-${c.id}`}>
                  <TableCell>
                    <MoveButtons
                      name={c.title}
                      first={i === 0}
                      last={i === courses.length - 1}
                      onMove={(dir) => void run(() => moveCourseAction(c.id, dir), COURSE_TOASTS.moved)}
                    />
                  </TableCell>
                  <TableCell>
                    <Link href={`/admin/kurs/${c.id}`}>{c.title}</Link>
                  </TableCell>
                  <TableCell>{c.category}</TableCell>
                  <TableCell>
                    <StatusChip active={c.isActive} />
                  </TableCell>
                  <TableCell align="right">{c.moduleCount}</TableCell>
                  <TableCell align="right">{c.progressCount}</TableCell>
                  <TableCell>
                    <Stack sx={{ flexWrap: 'wrap' }} direction="row" spacing={1} useFlexGap>
                      <Button size="small" variant="outlined" onClick={() => void edit(c.id)} disabled={loadingId === c.id} aria-label={`${COURSE_UI.edit} ${c.title}`}>
                        {loadingId === c.id ? 'Henter...' : COURSE_UI.edit}
                      </Button>
                      <Button
                        size="small"
                        variant="outlined"
                        aria-label={`${c.isActive ? COURSE_UI.deactivate : COURSE_UI.activate} ${c.title}`}
                        onClick={() =>
                          void run(() => updateCourseAction(c.id, { isActive: !c.isActive }), c.isActive ? COURSE_TOASTS.deactivated : COURSE_TOASTS.activated)
                        }
                      >
                        {c.isActive ? COURSE_UI.deactivate : COURSE_UI.activate}
                      </Button>
                      <DeleteButton
                        name={c.title}
                        what="kurset"
                        loadCount={() => loadCourseDeleteInfoAction(c.id)}
                        onDelete={(confirm) =>
                          run(() => deleteCourseAction(c.id, { confirm }), confirm ? COURSE_TOASTS.archived : COURSE_TOASTS.deleted)
                        }
                      />
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <CourseFormDialog open={creating} onClose={() => setCreating(false)} categories={categories} />
      {editing && (
        <CourseFormDialog
          key={editing.id}
          open
          onClose={() => setEditing(null)}
          categories={categories}
          course={editing}
        />
      )}
    </Box>
  );
}
