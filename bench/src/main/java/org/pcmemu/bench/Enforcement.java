package org.pcmemu.bench;

import org.pcmemu.models.logp.CapacityMode;
import org.pcmemu.models.logp.LogP;

/**
 * The benchmarks' {@code capacity} parameter: {@code check}, {@code off}, {@code enforce} (the
 * default enforced run of a restartable program: below 65,536 processors an attempt without
 * decisions first, kept when no send would stall) or {@code decide} (the enforced run with every
 * send decided by the engine from the start, {@link LogP.FirstAttempt#NEVER}).
 *
 * @param mode   the model's capacity mode
 * @param first  the first attempt of a restartable run
 */
record Enforcement(CapacityMode mode, LogP.FirstAttempt first) {
    /** The parameter's mode and first attempt. */
    static Enforcement of(String capacity) {
        if ("decide".equals(capacity)) {
            return new Enforcement(CapacityMode.ENFORCE, LogP.FirstAttempt.NEVER);
        }
        return new Enforcement(CapacityMode.of(capacity), LogP.FirstAttempt.AUTO);
    }

    /** The hints of a restartable run under this parameter. */
    LogP.Hints restartable() {
        return LogP.Hints.NONE.withRestartable(false).withFirstAttempt(first);
    }
}
