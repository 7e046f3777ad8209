package org.pcmemu.emulator;

/**
 * The code one virtual processor runs in a partitionable lock-step run, or in one part of a
 * partition. Models wrap the {@link SubMachineProcessor} in their own API before user code sees it.
 */
@FunctionalInterface
public interface SubMachineProgram {
    void run(SubMachineProcessor processor) throws Exception;
}
