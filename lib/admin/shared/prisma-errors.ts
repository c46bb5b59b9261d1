/** The Prisma failures the admin writes answer as refusals (409 duplicate, 400 unknown reference, 404 gone). */
import 'server-only';
import { Prisma } from '../../generated/prisma/client';

const known = (error: unknown, code: string) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === code;

export const isUniqueViolation = (error: unknown) => known(error, 'P2002');
export const isForeignKeyViolation = (error: unknown) => known(error, 'P2003');
export const isMissing = (error: unknown) => known(error, 'P2025');
