/** Norwegian texts of the dealer portal's file routes (docs/product.md §8). One copy of each. */
export const PORTAL_MESSAGES = {
  documentNotFound: 'Dokumentet finnes ikke',
  imageNotFound: 'Bildet finnes ikke',
  unknownDocumentKind: 'Ukjent dokumenttype',
  safetySheetNotFound: 'Sikkerhetsdatabladet finnes ikke',
} as const;
