package org.pcmemu.models.logp;

import org.pcmemu.emulator.WindowRunResult;

/** A finished LogP run: the emulator's measurements and the capacity check. */
public record LogPRun(LogP model, WindowRunResult result, CapacityReport capacity) {
}
