// Layout breakpoints and sizes of spec §9 and §4 (Navigation).

export const BREAKPOINT_LARGE_PX = 1200;
export const BREAKPOINT_MEDIUM_PX = 992;
/** Upper bound of the medium range as the product's styles use it (992 - 1). */
export const BREAKPOINT_MEDIUM_MAX_PX = 991;
/** "mini": widths of 768 or less. */
export const BREAKPOINT_MINI_PX = 768;
export const HEADER_HEIGHT_PX = 60;
/** The console's mobile menu collapses at this width and above. */
export const CONSOLE_MENU_COLLAPSE_PX = BREAKPOINT_MINI_PX;
/** The public site's mobile menu is forced closed at this width and above. */
export const PUBLIC_MENU_COLLAPSE_PX = BREAKPOINT_LARGE_PX;
