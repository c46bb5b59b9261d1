/** /admin/login is the same admin login as /admin/auth (spec route table). */
export { default, metadata } from '../auth/page';
