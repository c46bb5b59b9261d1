import { z } from 'zod';
import { lazyZodResolver } from './useSubmittedForm';

const schema = z.object({ name: z.string().min(2, 'For kort') });
type Input = z.input<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('loads the schema once, on first use, and validates with it', async () => {
    const load = jest.fn(async () => schema);
    const { resolver, prepare } = lazyZodResolver<Input, Input>(load);
    expect(load).not.toHaveBeenCalled();
    prepare();
    const bad = await resolver({ name: 'K' }, undefined, options);
    expect(bad.errors.name?.message).toBe('For kort');
    const good = await resolver({ name: 'Kari' }, undefined, options);
    expect(good.values).toEqual({ name: 'Kari' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const { resolver } = lazyZodResolver<Input, Input>(load);
    await expect(resolver({ name: 'Kari' }, undefined, options)).rejects.toThrow('offline');
    expect((await resolver({ name: 'Kari' }, undefined, options)).values).toEqual({ name: 'Kari' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
