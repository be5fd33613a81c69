// The sample trend's bars as plain geometry: a pure function from the months to rectangles in a fixed
// view box, so the chart is an SVG written by React (no chart library on the public site) and its
// drawing is tested without a browser.

export interface TrendMonth {
  readonly month: string;
  readonly shipments: number;
}

export interface TrendBar {
  readonly month: string;
  readonly shipments: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface TrendFrame {
  readonly width: number;
  readonly height: number;
  /** Room above the bars and below them (the baseline). */
  readonly top: number;
  readonly bottom: number;
}

export const TREND_FRAME: TrendFrame = { width: 360, height: 130, top: 4, bottom: 1 };

/** The bars of the months, left to right, as tall as their share of the busiest month; a gap between. */
export const trendBars = (months: readonly TrendMonth[], frame: TrendFrame = TREND_FRAME): TrendBar[] => {
  if (months.length === 0) return [];
  const max = Math.max(1, ...months.map((m) => m.shipments));
  const slot = frame.width / months.length;
  const width = slot * 0.7;
  const room = frame.height - frame.top - frame.bottom;
  return months.map((m, i) => {
    const height = (Math.max(0, m.shipments) / max) * room;
    return {
      month: m.month,
      shipments: m.shipments,
      x: i * slot + (slot - width) / 2,
      y: frame.top + room - height,
      width,
      height,
    };
  });
};
