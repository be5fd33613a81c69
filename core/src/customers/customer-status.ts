// Customer status (spec §3): 0 public, 1 private, 2 cooperative — the CRM's three customer lists.
import type { CustomerMessageId } from "./customer-messages.ts";

export const CUSTOMER_STATUS = { PUBLIC: 0, PRIVATE: 1, COOPERATIVE: 2 } as const;
export type CustomerStatus = (typeof CUSTOMER_STATUS)[keyof typeof CUSTOMER_STATUS];

const LABELS: Readonly<Record<CustomerStatus, CustomerMessageId>> = {
  0: "customers.status.public",
  1: "customers.status.private",
  2: "customers.status.cooperative",
};

export const isCustomerStatus = (value: unknown): value is CustomerStatus =>
  value === 0 || value === 1 || value === 2;

/** The status of a raw code (number or numeric string), or undefined when it is none of the three. */
export const parseCustomerStatus = (raw: unknown): CustomerStatus | undefined => {
  const n = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
  return isCustomerStatus(n) ? n : undefined;
};

export const customerStatusLabel = (status: CustomerStatus): CustomerMessageId => LABELS[status];
