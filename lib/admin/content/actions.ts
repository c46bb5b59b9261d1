'use server';
/**
 * The 'Innhold' tab's server action (docs/product.md: Innhold): saves any of the site content's
 * sections. It checks the administrator role itself (runAdminAction), validates with the shared
 * schema (lib/content/schema.ts), and names its change for the audit log.
 */
import { prisma } from '../../db';
import { CONTENT_MESSAGES } from '../../content/messages';
import { contentFieldErrors, siteContentUpdateSchema } from '../../content/schema';
import { updateSiteContent } from '../../content/service';
import { HttpError } from '../../http/errors';
import { runAdminAction } from '../shared/action';

/** `input`: an object with any of hero, reviews, about, privacy, company; answers the content and the changed sections. */
export async function updateSiteContentAction(input: unknown) {
  return runAdminAction({ entity: 'site_content', action: 'update' }, async (audit) => {
    const parsed = siteContentUpdateSchema.safeParse(input);
    if (!parsed.success) throw new HttpError(400, CONTENT_MESSAGES.invalid, contentFieldErrors(parsed.error));
    const { content, changed, summary } = await updateSiteContent(prisma, parsed.data);
    audit.entityId = changed.join(',') || 'site';
    audit.summary = summary;
    return { content, changed };
  });
}
