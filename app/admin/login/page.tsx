/** /admin/login is the same admin login as /admin/auth (docs/product.md: routes). */
export { default, metadata } from '../auth/page';
