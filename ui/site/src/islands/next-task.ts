// A promise that resolves in a later task: hydration work is split over tasks so that no single long
// task holds it all (Lighthouse's total blocking time).
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
