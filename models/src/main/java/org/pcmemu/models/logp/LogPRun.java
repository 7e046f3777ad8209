package org.pcmemu.models.logp;

import org.pcmemu.emulator.RunResult;

/** A finished LogP run: the emulator's measurements and the capacity check. */
public record LogPRun(LogP model, RunResult result, CapacityReport capacity) {
}
