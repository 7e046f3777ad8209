package org.pcmemu.emulator;

/**
 * The code one virtual processor runs, seen at the emulator's level. Models wrap a
 * {@link Processor} in their own API before user code sees it.
 */
@FunctionalInterface
public interface ProcessorProgram {
    void run(Processor processor) throws Exception;
}
