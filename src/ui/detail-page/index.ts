export { DetailPage, type DetailContext, type DetailHeading, type DetailPageProps } from './detail-page';
export { DetailSectionCard, type DetailSection } from './detail-section';
