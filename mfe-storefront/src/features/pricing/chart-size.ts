// Chart heights, known before a chart's chunk loads so its place is kept (no layout shift).
export const PRICE_CHART_HEIGHT = 260;
export const HISTORY_CHART_HEIGHT = 140;
