package org.pcmemu.emulator;

/**
 * A processor reached outside its current sub-machine: a message to a processor of another
 * sub-machine, a shared-memory cell outside the sub-machine's block, or two accesses to one cell
 * in one step where the model forbids it. The message names the processor(s), the target, the
 * sub-machine and the step.
 */
public final class LocalityViolationException extends EmulationException {
    private static final long serialVersionUID = 1L;

    /**
     * The error.
     *
     * @param message  the processor, its target, the sub-machine and the step
     */
    public LocalityViolationException(String message) {
        super(message);
    }
}
