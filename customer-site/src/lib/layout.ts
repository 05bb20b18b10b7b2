/** The spec fixes the app bar at 92 px and the side menu at 240 px. */
export const APP_BAR_HEIGHT = 92;
export const DRAWER_WIDTH = 240;
