// The theme: colours, type and spacing, in one place.
import { createGlobalTheme } from "@vanilla-extract/css";

export const vars = createGlobalTheme(":root", {
  color: {
    ink: "#14213d",
    inkSoft: "#3d4a66",
    paper: "#ffffff",
    paperAlt: "#f3f6fa",
    brand: "#0b5394",
    brandDark: "#083b6a",
    accent: "#e07a1f",
    line: "#d5dce6",
    danger: "#b3261e",
    success: "#1e7a3c",
    focus: "#1a73e8",
  },
  font: {
    // Latin and Cyrillic text must not fall into a CJK font: its punctuation (quotes) is full-width.
    body: 'system-ui, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", Arial, sans-serif',
    bodyChinese:
      '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", system-ui, sans-serif',
  },
  space: { xs: "4px", s: "8px", m: "16px", l: "24px", xl: "40px", xxl: "64px" },
  radius: { s: "4px", m: "8px" },
  width: { content: "1180px" },
});
