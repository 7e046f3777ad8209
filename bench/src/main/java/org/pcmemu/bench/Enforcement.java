package org.pcmemu.bench;

import org.pcmemu.models.logp.CapacityMode;

/**
 * The benchmarks' {@code capacity} parameter: {@code check}, {@code off}, {@code enforce} (the
 * default enforced run, {@code LogP.runRestartable}: below 65,536 processors an attempt without
 * decisions first, kept when no send would stall) or {@code decide} (the enforced run with every
 * send decided by the engine from the start, the system property {@code pcmemu.speculate} = false).
 */
final class Enforcement {
    private Enforcement() {
    }

    /** The model's capacity mode for the parameter; sets or clears the property (each parameter runs in its own fork). */
    static CapacityMode apply(String capacity) {
        if ("decide".equals(capacity)) {
            System.setProperty("pcmemu.speculate", "false");
            return CapacityMode.ENFORCE;
        }
        System.clearProperty("pcmemu.speculate");
        return CapacityMode.of(capacity);
    }
}
