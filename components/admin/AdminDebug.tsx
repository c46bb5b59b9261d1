/** The debugging box under every tab (docs/product.md: Admin panel), with the product count read on the server. */
import { prisma } from '@/lib/db';
import { countProducts } from '@/lib/admin/products/service';
import { DebugBox } from './DebugBox';

export async function AdminDebug() {
  return <DebugBox productCount={await countProducts(prisma)} productsApi="/api/products" />;
}
