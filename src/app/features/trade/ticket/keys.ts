// Cache keys of the ticket (STYLE.md 3). The free margin it shows is the account's forexDetail
// query (features/account/forex-detail.ts), shared with /order.
export const ticketKeys = {
  submit: () => ['trade', 'submit'] as const,
};
