package org.pcmemu.algorithms.hpram.broadcast;

import java.util.List;
import org.pcmemu.models.locality.LatencyFunction;

/** The latency functions every locality test runs: the list. */
final class Latencies {
    private Latencies() {
    }

    static List<LatencyFunction> all() {
        return List.of(LatencyFunction.constant(1), LatencyFunction.log(), LatencyFunction.logOverLogLog(),
                LatencyFunction.logSquared(), LatencyFunction.power(0.3), LatencyFunction.sqrt(),
                LatencyFunction.expression("1+log2(k)"));
    }
}
