package org.pcmemu.emulator;

/**
 * The code one virtual processor runs in a bulk-synchronous run, seen at the emulator's level.
 * Models wrap the {@link SuperstepProcessor} in their own API before user code sees it.
 */
@FunctionalInterface
public interface SuperstepProgram {
    void run(SuperstepProcessor processor) throws Exception;
}
