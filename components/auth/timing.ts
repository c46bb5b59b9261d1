/** The documented redirect delays after sign-in and sign-out (docs/product.md §9). */
export const REDIRECT_DELAY_MS = { dealerLogin: 500, dealerLogout: 500, adminLogin: 1000, adminLogout: 1000 } as const;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
