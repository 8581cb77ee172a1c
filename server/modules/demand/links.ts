/** The app paths the server links to in messages (the owner's "my items" of the item's view). */
export const itemLink = (id: number) => `/user/orgAuditMsg/item/${String(id)}`;
export const dockLink = (id: number) => `/user/pddockDetail/${String(id)}`;
