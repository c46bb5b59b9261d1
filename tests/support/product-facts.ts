/**
 * A product's facts (lib/catalogue/fields.ts) when none is given: the fixture the admin dialogs',
 * the bulk file's and the product page's tests spread into their products. Pure.
 */
export const NO_FACTS = {
  uses: [],
  setting: null,
  tasks: [],
  coverageMinM2PerL: null,
  coverageMaxM2PerL: null,
  recommendedCoats: null,
  touchDryHours: null,
  recoatHours: null,
  fullCureDays: null,
  applicationMinC: null,
  applicationMaxC: null,
  shelfLifeMonths: null,
  pictograms: [],
  signalWord: null,
  hazardStatements: [],
  precautionaryStatements: [],
  ufi: null,
  supplementalWarnings: null,
};
