// A QR-like placeholder image for the WeChat entry of the contact widget, until the real code is
// configured: 21×21 modules with the three finder squares of a version-1 QR code and a fixed pattern
// in between, as an SVG data address (the CSP allows data: images). It is not a scannable code.

const SIZE = 21;

const inFinder = (x: number, y: number): boolean | undefined => {
  for (const [fx, fy] of [
    [0, 0],
    [SIZE - 7, 0],
    [0, SIZE - 7],
  ] as const) {
    const dx = x - fx;
    const dy = y - fy;
    if (dx >= -1 && dx <= 7 && dy >= -1 && dy <= 7) {
      if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return false;
      const ring = Math.min(dx, dy, 6 - dx, 6 - dy);
      return ring !== 1;
    }
  }
  return undefined;
};

/** Whether module (x, y) is dark: the finders, then a fixed scatter. */
export const qrModuleDark = (x: number, y: number): boolean =>
  inFinder(x, y) ??
  ((x * 7 + y * 13 + x * y) % 5 < 2 || (x === 6 && y % 2 === 0) || (y === 6 && x % 2 === 0));

export const qrPlaceholderSvg = (): string => {
  let path = "";
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) if (qrModuleDark(x, y)) path += `M${x + 2} ${y + 2}h1v1h-1z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE + 4} ${SIZE + 4}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><path d="${path}" fill="#14213d"/></svg>`;
};

export const qrPlaceholderSrc = (): string => `data:image/svg+xml,${encodeURIComponent(qrPlaceholderSvg())}`;
