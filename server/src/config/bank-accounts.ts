// The seller's bank accounts a buyer may pay a package into (spec §9: international, Hong Kong and
// mainland China transfers). PORTOLAN_BANK_ACCOUNTS gives them as JSON; without it the demo values
// below are used, marked as demo in every answer so nobody pays into them.

import type { BankAccount } from "@portolan/contracts";

export const DEMO_BANK_ACCOUNTS: readonly BankAccount[] = [
  {
    kind: "BANK_TRANSFER_INTERNATIONAL",
    bankName: "Demo Bank International (not a real account)",
    accountName: "Portolan Trade Intelligence Ltd",
    accountNumber: "GB00 DEMO 0000 0000 0000 00",
    swift: "DEMOGB2L",
    demo: true,
  },
  {
    kind: "BANK_TRANSFER_HONG_KONG",
    bankName: "Demo Bank (Hong Kong) (not a real account)",
    accountName: "Portolan Trade Intelligence (HK) Ltd",
    accountNumber: "000-000000-000",
    swift: "DEMOHKHH",
    demo: true,
  },
  {
    kind: "BANK_TRANSFER_MAINLAND_CHINA",
    bankName: "演示银行上海分行（非真实账户）",
    accountName: "上海波托兰信息科技有限公司",
    accountNumber: "0000 0000 0000 0000 000",
    demo: true,
  },
];

const KINDS = new Set(DEMO_BANK_ACCOUNTS.map((a) => a.kind));

const isAccount = (v: unknown): v is BankAccount => {
  if (typeof v !== "object" || v === null) return false;
  const a = v as Record<string, unknown>;
  const text = (k: string) => typeof a[k] === "string" && (a[k] as string).trim() !== "";
  return (
    KINDS.has(a.kind as BankAccount["kind"]) &&
    text("bankName") &&
    text("accountName") &&
    text("accountNumber") &&
    (a.swift === undefined || text("swift"))
  );
};

/** The configured accounts (never marked demo), or the demo ones when none are configured. */
export const bankAccountsOf = (json: string | undefined): readonly BankAccount[] => {
  if (json === undefined || json.trim() === "") return DEMO_BANK_ACCOUNTS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error("PORTOLAN_BANK_ACCOUNTS must be a JSON array of bank accounts");
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every(isAccount))
    throw new Error(
      "PORTOLAN_BANK_ACCOUNTS: each entry needs kind (BANK_TRANSFER_INTERNATIONAL, _HONG_KONG or _MAINLAND_CHINA), bankName, accountName, accountNumber and optionally swift",
    );
  return parsed.map((a: BankAccount) => ({ ...a, demo: false }));
};
