/** Sales and receipts name a cashier by first name only ("Lerato" of "Lerato Mokoena"). */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;
