package org.pcmemu.models.logp;

import org.pcmemu.emulator.WindowRunResult;

/**
 * A finished LogP run: the emulator's measurements and the capacity check. Immutable; any thread
 * may read it.
 *
 * @param model     the machine it ran on
 * @param result    the emulator's measurements: finish times, messages, windows, wall time
 * @param capacity  the capacity check and the stalls of the enforced capacity
 */
public record LogPRun(LogP model, WindowRunResult result, CapacityReport capacity) {
}
