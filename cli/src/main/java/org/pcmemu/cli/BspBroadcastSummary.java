package org.pcmemu.cli;

import org.pcmemu.harness.RunDetails;
import org.pcmemu.models.bsp.CostConvention;

/** The BSP superstep price as the supersteps table states it, for the commands that print one. */
final class BspBroadcastSummary {
    private BspBroadcastSummary() {
    }

    /** The superstep price of each convention: {@link RunDetails.Supersteps#pricing}. */
    static String pricing(CostConvention convention) {
        return RunDetails.Supersteps.pricing(convention);
    }
}
