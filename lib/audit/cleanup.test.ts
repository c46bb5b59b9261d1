import { CLEANUP_INTERVAL_MS, runAuditCleanup, startAuditCleanup } from './cleanup';
import { purgeOldAuditEvents } from './service';
import { purgeOldDemand } from '../insight/cleanup';
import { purgeOldStoreStats } from '../dealers/stats';

jest.mock('../db', () => ({ prisma: {} }));
jest.mock('./service', () => ({ purgeOldAuditEvents: jest.fn() }));
jest.mock('../insight/cleanup', () => ({ purgeOldDemand: jest.fn() }));
jest.mock('../dealers/stats', () => ({ purgeOldStoreStats: jest.fn() }));

describe('the audit clean-up schedule', () => {
  it('runs once at start, then every 24 hours on an unref’d timer, started once per process', async () => {
    jest.mocked(purgeOldAuditEvents).mockResolvedValue(3);
    const timer = { unref: jest.fn() };
    const setInterval = jest.spyOn(global, 'setInterval').mockReturnValue(timer as unknown as NodeJS.Timeout);
    startAuditCleanup();
    startAuditCleanup();
    expect(setInterval).toHaveBeenCalledTimes(1);
    expect(setInterval.mock.calls[0][1]).toBe(CLEANUP_INTERVAL_MS);
    expect(CLEANUP_INTERVAL_MS).toBe(86_400_000);
    expect(timer.unref).toHaveBeenCalled();
    expect(purgeOldAuditEvents).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setImmediate(resolve));
    // The demand insight's weeks past 365 days go in the same daily run (lib/insight/cleanup.ts).
    expect(purgeOldDemand).toHaveBeenCalledTimes(1);
    // The stores' figures past 400 days too (lib/dealers/stats.ts).
    expect(purgeOldStoreStats).toHaveBeenCalledTimes(1);
    setInterval.mockRestore();
  });

  it('a failed run is logged, never thrown', async () => {
    jest.mocked(purgeOldAuditEvents).mockRejectedValue(new Error('database down'));
    jest.mocked(purgeOldDemand).mockRejectedValue(new Error('database down'));
    jest.mocked(purgeOldStoreStats).mockRejectedValue(new Error('database down'));
    await expect(runAuditCleanup(new Date())).resolves.toBeUndefined();
  });
});
