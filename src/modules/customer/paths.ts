/** Paths of the customer-service screens (built with helpers, never concatenated in components). */
export const CUSTOMER_INDEX = '/customer/index';
export const OP_CUSTOMER = '/op/customer';
/** 我的留言 on the assistant. */
export const MY_TICKETS = `${CUSTOMER_INDEX}?tab=mine`;
/** The operators' screen on one view: the question queue (default) or the FAQ. */
export const opCustomerPath = (view: 'tickets' | 'faq') => (view === 'faq' ? `${OP_CUSTOMER}?view=faq` : OP_CUSTOMER);
