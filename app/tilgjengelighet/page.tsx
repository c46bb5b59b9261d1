import type { Metadata } from 'next';
import { AccessibilityStatement } from '@/components/accessibility/AccessibilityStatement';
import { STATEMENT_PATH, STATEMENT_TEXT } from '@/lib/accessibility/statement';
import { getSite } from '@/lib/content/queries';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  return pageMetadata({ title: STATEMENT_TEXT.title, description: STATEMENT_TEXT.description, path: STATEMENT_PATH });
}

/** The accessibility statement (docs/product.md: Universell utforming): server-rendered, no script of its own. */
export default async function AccessibilityPage() {
  return <AccessibilityStatement site={await getSite()} />;
}
