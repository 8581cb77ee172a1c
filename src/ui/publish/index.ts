/**
 * The publish kit's screens (the client half of server/kit/publish): a kind's review resources
 * (`defineReview`, from its contract's publish endpoints), the operators' review queue, the owner's
 * "my items" screen, and the buttons, tags and popups they are made of. Module `api`/`review`
 * files import `./review` directly, so that a read-only screen does not load the screens' parts.
 */
export { defineReview, type Review, type ReviewEndpoints, type StateCounts, type HistoryEntry } from './review';
export { ReviewQueue, type ReviewQueueProps, type QueueCard, type StateQuery } from './review-queue';
export { MyItems, type MyItemsProps, type OwnedRecord } from './my-items';
export { TransitionButtons, type TransitionButtonsProps, type ReviewedRecord } from './transition-buttons';
export { HistoryButton } from './history-popup';
export { StateTag } from './state-tag';
export { useReasonPrompt } from './reason-prompt';
export * from './lifecycle-view';
