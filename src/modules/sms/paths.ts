/** Paths of the SMS push screens (DESIGN §2: built with helpers, never concatenated in components). */

export const OP_PUSH = '/op/push';
export const OP_PUSHED = '/op/pushed';
export const OP_PUSH_MANAGE = '/op/pushManage';
/** The compose screen starting from a template (its 使用 button on /op/pushManage). */
export const pushWithTemplatePath = (templateId: number) => `${OP_PUSH}?template=${templateId}`;
/** One batch: its counts and each recipient's gateway result (the spec has no detail route). */
export const pushedBatchPath = (id: number) => `${OP_PUSHED}?id=${id}`;
