/** Norwegian texts of the demand insight's public route (POST /api/insight/calculator/{nr}). One copy of each. */
export const INSIGHT_API_MESSAGES = {
  calculatorRateLimited: 'For mange forespørsler. Vent litt og prøv igjen.',
  calculatorFailed: 'Kunne ikke registrere bruken av mengdekalkulatoren',
} as const;
