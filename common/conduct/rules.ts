/** The qualification the page serves: an enterprise's 企业类别 and the word its notices and policies name. */
export const QUALIFICATION = '高新技术企业';

/** How much the page shows and the park's guide may hold. */
export const CONDUCT_LIMITS = {
  notices: 6,
  policies: 6,
  introMax: 500,
  stepsMin: 1,
  stepsMax: 12,
  stepTitleMax: 40,
  stepDetailMax: 500,
  materialsMax: 30,
  materialNameMax: 60,
  materialNoteMax: 200,
} as const;
