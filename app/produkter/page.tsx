import { permanentRedirect } from 'next/navigation';
import { ALL_SLUG, cataloguePath } from '@/lib/catalogue/category-pages';

/** `/produkter` is every product's list, `/produkter/alle` (docs/product.md: Category pages). */
export default function ProductsPage(): never {
  permanentRedirect(cataloguePath(ALL_SLUG));
}
