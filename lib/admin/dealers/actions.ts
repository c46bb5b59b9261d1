'use server';
/**
 * The dealer accounts' server actions (docs/product.md: Admin panel). Each checks the administrator
 * role itself (runAdminAction), validates with the dealer schema and answers an ActionResult.
 */
import { prisma } from '../../db';
import { parseInput, recordId, runAdminAction } from '../shared/action';
import { dealerSchema, dealerUpdateSchema } from './schema';
import { createDealer, deleteDealer, updateDealer } from './service';

export async function addDealerAction(input: unknown) {
  return runAdminAction(async () => void (await createDealer(prisma, parseInput(dealerSchema, input))));
}

export async function updateDealerAction(id: unknown, input: unknown) {
  return runAdminAction(async () => void (await updateDealer(prisma, recordId(id), parseInput(dealerUpdateSchema, input))));
}

export async function deleteDealerAction(id: unknown) {
  return runAdminAction(() => deleteDealer(prisma, recordId(id)));
}
