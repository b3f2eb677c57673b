/** The switches of a browser that chrome-launcher starts for Lighthouse: ours, and one `--disable-features` holding its defaults too. */
import { Launcher } from "chrome-launcher";
import { CHROMIUM_FLAGS, disableFeaturesFlag, disabledFeaturesIn } from "../chromium";

export const LIGHTHOUSE_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, disableFeaturesFlag(disabledFeaturesIn(Launcher.defaultFlags()))];
