package dev.h2clab.loadtests.runner;

import dev.h2clab.loadtests.driver.LoadShape;
import dev.h2clab.loadtests.scenario.Variant;

import java.time.Duration;

/**
 * One measured window of one variant.
 *
 * @param variant the bff measured
 * @param shape   closed or open load
 * @param leadIn  unmeasured time before the window (fresh cells: the whole warm-up with its ramp)
 * @param length  the measured window
 * @param repeat  fresh: repeat number; warm: the round (pair) number, shared by the windows compared
 * @param order   position in the run order
 */
record Window(Variant variant, LoadShape shape, Duration leadIn, Duration length, int repeat, int order) {

    /** File-name label, unique within a scenario. */
    String label(String scenario) {
        return scenario + "-w" + order + "-r" + repeat + "-" + variant.fileId();
    }
}
