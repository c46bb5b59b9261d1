'use server';
/**
 * The 'Innhold' tab's server action (docs/product.md: Innhold): saves any of the site content's
 * sections, made from its one declaration (operations.ts) shared with PUT /api/site-content.
 */
import { operationAction } from '../shared/operation';
import { siteContentAnswer, updateSiteContentOperation } from './operations';

/** `input`: an object with any of hero, reviews, about, privacy, company; answers the content and the changed sections. */
export const updateSiteContentAction = operationAction(updateSiteContentOperation, siteContentAnswer);
