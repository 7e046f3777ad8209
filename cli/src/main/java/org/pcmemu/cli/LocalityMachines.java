package org.pcmemu.cli;

import org.pcmemu.harness.ModelKind;
import org.pcmemu.models.dbsp.DBsp;
import org.pcmemu.models.hpram.HPram;
import org.pcmemu.models.locality.LatencyFunction;

/**
 * The locality models of {@code --model hpram} and {@code --model dbsp}, built from the shared
 * model options; the latency functions are parsed and checked on 1..p by the models
 * ({@link LatencyFunction#table}), whose messages name the function and the k that breaks it.
 */
final class LocalityMachines {
    private LocalityMachines() {
    }

    /** The H-PRAM of {@code --model hpram --p N --latency L(K)}. */
    static HPram hPram(ModelOptions o) {
        o.requireExactParameters();
        if (o.model() != ModelKind.HPRAM) {
            throw new IllegalStateException("the " + o.model().label() + " model is not hpram");
        }
        return new HPram(o.processors, LatencyFunction.parse(o.latencyFunction));
    }

    /** The D-BSP of {@code --model dbsp --p N --latency L(K) --bandwidth G(K)}. */
    static DBsp dBsp(ModelOptions o) {
        o.requireExactParameters();
        if (o.model() != ModelKind.DBSP) {
            throw new IllegalStateException("the " + o.model().label() + " model is not dbsp");
        }
        return new DBsp(o.processors, LatencyFunction.parse(o.bandwidthFunction),
                LatencyFunction.parse(o.latencyFunction));
    }
}
