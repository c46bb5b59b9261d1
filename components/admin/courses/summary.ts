/**
 * The one-line summaries of the course editor's lists: a text item's first words (tags dropped
 * without leaving a space before punctuation), an uploaded file's name (the last part of its
 * /media/… address, never the address itself), a question's answer and points. Pure.
 */
import type { AdminQuestion } from '@/lib/admin/courses/service';
import { COURSE_UI } from './texts';

const BLOCK = /<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|tr|td|th|table)\b[^>]*>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The text of an item's HTML: block tags become spaces, inline tags vanish, at most `max` characters. */
export function plainText(html: string, max = 100): string {
  return html
    .replace(BLOCK, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e])
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:!?])/g, '$1')
    .trim()
    .slice(0, max);
}

/** '/media/courses/audio/oljing-3fa2b9c1de.mp3' → 'oljing-3fa2b9c1de.mp3'. */
export function fileName(url: string): string {
  const last = url.split(/[?#]/)[0].split('/').filter(Boolean).pop();
  return last ? decodeURIComponent(last) : url;
}

export function questionSummary(q: AdminQuestion): string {
  if (q.questionType === 'multiple_choice') {
    const right = q.options.filter((o) => o.correct).map((o) => o.text);
    return `${COURSE_UI.options(q.options.length, right.join(', '))} · ${COURSE_UI.points(q.points)}`;
  }
  if (q.questionType === 'true_false') return `${COURSE_UI.trueFalseAnswer(q.correct)} · ${COURSE_UI.points(q.points)}`;
  return COURSE_UI.legacyQuestion;
}
