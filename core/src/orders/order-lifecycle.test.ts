import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  canPayOrder,
  isAgreementVoid,
  type Order,
  orderState,
  orderStateMessage,
  reservationDeadline,
  type ServiceChange,
} from "./order-lifecycle.ts";

const DAY = 86_400_000;
const T0 = Date.parse("2024-05-01T09:00:00Z");
const order: Order = { serviceId: "pkg-global", createdAt: T0 };

describe("order lifecycle (spec §4)", () => {
  it("reserves an unpaid order for exactly 7 days", () => {
    expect(reservationDeadline(order)).toBe(T0 + 7 * DAY);
    expect(orderState(order, [], T0)).toEqual({ status: "reserved", deadline: T0 + 7 * DAY });
    expect(orderState(order, [], T0 + 7 * DAY - 1).status).toBe("reserved");
    expect(orderState(order, [], T0 + 7 * DAY)).toEqual({
      status: "invalid",
      reason: "expired",
      since: T0 + 7 * DAY,
    });
  });

  it.each(["upgraded", "offline", "repriced"] as const)(
    "invalidates an unpaid order when the service is %s",
    (kind) => {
      const changes: ServiceChange[] = [{ serviceId: "pkg-global", kind, at: T0 + 2 * DAY }];
      expect(orderState(order, changes, T0 + DAY).status).toBe("reserved");
      expect(orderState(order, changes, T0 + 2 * DAY)).toEqual({
        status: "invalid",
        reason: kind,
        since: T0 + 2 * DAY,
      });
      expect(isAgreementVoid(order, changes, T0 + 3 * DAY)).toBe(true);
      expect(orderStateMessage(orderState(order, changes, T0 + 3 * DAY))).toBe(`orders.invalid.${kind}`);
    },
  );

  it("ignores changes of other services and changes made before the order", () => {
    const changes: ServiceChange[] = [
      { serviceId: "pkg-pro", kind: "offline", at: T0 + DAY },
      { serviceId: "pkg-global", kind: "repriced", at: T0 - DAY },
      { serviceId: "pkg-global", kind: "repriced", at: T0 },
    ];
    expect(orderState(order, changes, T0 + 3 * DAY).status).toBe("reserved");
  });

  it("names the earliest cause", () => {
    const changes: ServiceChange[] = [
      { serviceId: "pkg-global", kind: "offline", at: T0 + 5 * DAY },
      { serviceId: "pkg-global", kind: "upgraded", at: T0 + 4 * DAY },
      { serviceId: "pkg-global", kind: "repriced", at: T0 + 9 * DAY },
    ];
    expect(orderState(order, changes, T0 + 20 * DAY)).toMatchObject({
      reason: "upgraded",
      since: T0 + 4 * DAY,
    });
  });

  it("leaves a paid order alone", () => {
    const paid: Order = { ...order, paidAt: T0 + DAY };
    const changes: ServiceChange[] = [{ serviceId: "pkg-global", kind: "repriced", at: T0 + 2 * DAY }];
    expect(orderState(paid, changes, T0 + 400 * DAY)).toEqual({ status: "paid", paidAt: T0 + DAY });
    expect(orderStateMessage(orderState(paid, changes, T0 + 400 * DAY))).toBe("orders.status.paid");
    expect(isAgreementVoid(paid, changes, T0 + 400 * DAY)).toBe(false);
    expect(orderState(paid, changes, T0 + DAY / 2).status).toBe("reserved");
  });

  it("does not count a payment captured after the order became invalid", () => {
    const late: Order = { ...order, paidAt: T0 + 8 * DAY };
    expect(orderState(late, [], T0 + 9 * DAY)).toMatchObject({ status: "invalid", reason: "expired" });
  });

  it("takes payments only while reserved", () => {
    expect(canPayOrder(order, [], T0 + DAY)).toBe(true);
    expect(canPayOrder(order, [], T0 + 8 * DAY)).toBe(false);
    expect(canPayOrder({ ...order, paidAt: T0 }, [], T0 + DAY)).toBe(false);
    expect(orderStateMessage(orderState(order, [], T0))).toBe("orders.status.reserved");
  });

  const change = fc.record({
    serviceId: fc.constantFrom("pkg-global", "pkg-pro"),
    kind: fc.constantFrom("upgraded" as const, "offline" as const, "repriced" as const),
    at: fc.integer({ min: T0 - 10 * DAY, max: T0 + 30 * DAY }),
  });
  const anOrder = fc.record(
    {
      serviceId: fc.constant("pkg-global"),
      createdAt: fc.constant(T0),
      paidAt: fc.integer({ min: T0, max: T0 + 30 * DAY }),
    },
    { requiredKeys: ["serviceId", "createdAt"] },
  );
  const offset = fc.integer({ min: -DAY, max: 60 * DAY });

  test.prop([anOrder, fc.array(change, { maxLength: 5 }), offset])(
    "is never valid after creation + 7 days unless paid",
    (o, changes, dt) => {
      const state = orderState(o, changes, T0 + dt);
      if (T0 + dt >= T0 + 7 * DAY && state.status !== "paid") expect(state.status).toBe("invalid");
      if (state.status === "reserved") expect(T0 + dt).toBeLessThan(T0 + 7 * DAY);
    },
  );

  test.prop([anOrder, fc.array(change, { maxLength: 5 }), offset, fc.nat(30 * DAY)])(
    "once invalid, stays invalid as time goes on",
    (o, changes, dt, later) => {
      if (orderState(o, changes, T0 + dt).status === "invalid")
        expect(orderState(o, changes, T0 + dt + later).status).toBe("invalid");
    },
  );

  test.prop([anOrder, fc.array(change, { maxLength: 5 }), change, fc.nat(30 * DAY)])(
    "once paid, no later service change affects it",
    (o, changes, extra, later) => {
      if (o.paidAt === undefined || orderState(o, changes, o.paidAt).status !== "paid") return;
      const moved = { ...extra, at: o.paidAt + 1 + (extra.at % DAY) };
      expect(orderState(o, [...changes, moved], o.paidAt + later)).toEqual({
        status: "paid",
        paidAt: o.paidAt,
      });
    },
  );
});
